import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { FileText } from 'lucide-react';
import { translateMessage, type Patient, type PatientStatement, type StatementQuery } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { formatDate, useLanguage } from '@dental/i18n';
import { Modal, Money, PrintLayout, ReadErrors, Spinner } from '@dental/ui';
import { BalanceWords } from './BalanceWords';
import { statementApi } from './statement-api';
import './statement.css';

/** A4 in the dialog as on paper. */
const STATEMENT_MODAL_WIDTH = 900;

interface PeriodValues {
  from: string;
  to: string;
}

function StatementTable({ statement }: { statement: PatientStatement }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <table className="patients-statement__table">
      <caption className="dn-visually-hidden">{t('statement.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('statement.date')}</th>
          <th scope="col">{t('statement.label')}</th>
          <th scope="col" className="patients-statement__amount">
            {t('statement.charge')}
          </th>
          <th scope="col" className="patients-statement__amount">
            {t('statement.payment')}
          </th>
          <th scope="col" className="patients-statement__amount">
            {t('statement.balance')}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr className="patients-statement__opening">
          <th scope="row" colSpan={4}>
            {t('statement.opening')}
          </th>
          <td className="patients-statement__amount">
            <BalanceWords amount={statement.opening} />
          </td>
        </tr>
        {statement.rows.length === 0 && (
          <tr>
            <td colSpan={5} className="patients-statement__empty">
              {t('statement.empty')}
            </td>
          </tr>
        )}
        {statement.rows.map((row, index) => (
          <tr key={`${row.date}-${index}`}>
            <td>{formatDate(row.date, language)}</td>
            <td>
              {t(`statement.kinds.${row.kind}`)}
              {row.detail && (
                <>
                  {' — '}
                  <bdi>{row.detail}</bdi>
                </>
              )}
            </td>
            <td className="patients-statement__amount">{row.charge > 0 && <Money amount={row.charge} />}</td>
            <td className="patients-statement__amount">{row.payment > 0 && <Money amount={row.payment} />}</td>
            <td className="patients-statement__amount">
              <BalanceWords amount={row.balance} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('statement.totals')}
          </th>
          <td className="patients-statement__amount">
            <Money amount={statement.charged} />
          </td>
          <td className="patients-statement__amount">
            <Money amount={statement.paid} />
          </td>
          <td />
        </tr>
        <tr className="patients-statement__closing">
          <th scope="row" colSpan={4}>
            {t('statement.closing')}
          </th>
          <td className="patients-statement__amount" data-testid="statement-closing">
            <BalanceWords amount={statement.closing} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The printed statement: the clinic (PrintLayout), the patient and the period, then the movements. */
function StatementDocument({ statement, patient }: { statement: PatientStatement; patient: Pick<Patient, 'name' | 'RegNo'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const to = formatDate(statement.to, language);
  const period = statement.from ? t('statement.periodText', { from: formatDate(statement.from, language), to }) : t('statement.periodTextFromStart', { to });
  return (
    <PrintLayout title={t('statement.printTitle')}>
      <dl className="patients-print-facts">
        <div>
          <dt>{t('statement.patient')}</dt>
          <dd>
            {patient.name}
            {patient.RegNo && ` (${t('statement.regNo', { regNo: patient.RegNo })})`}
          </dd>
        </div>
        <div>
          <dt>{t('statement.period')}</dt>
          <dd>{period}</dd>
        </div>
      </dl>
      <StatementTable statement={statement} />
    </PrintLayout>
  );
}

/**
 * The account statement (relevé de compte, issue 34): "Du" / "Au" (at first from the patient's
 * first movement to today), every charge and payment with the running balance, printable on A4.
 * The figures are the server's, from the one domain function; an impossible or reversed period is
 * refused with the server's words.
 */
export function StatementDialog({ patient, onClose }: { patient: Pick<Patient, '_id' | 'name' | 'RegNo'>; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ids = { from: useId(), to: useId() };
  const [period, setPeriod] = useState<StatementQuery>({});
  const result = statementApi.usePatientStatementQuery({ patientId: patient._id, period });
  const { register, handleSubmit, reset } = useForm<PeriodValues>({ defaultValues: { from: '', to: '' } });
  const [clientProblems, setClientProblems] = useState<string[]>([]);
  const filled = useRef(false);
  const statement = result.currentData;

  // The first answer (no period asked) gives the default period: the first movement to today.
  useEffect(() => {
    if (statement && !filled.current) {
      filled.current = true;
      reset({ from: statement.from ?? '', to: statement.to });
    }
  }, [statement, reset]);

  const serverProblems = result.isError && !result.isFetching ? problemMessages(result.error) : [];

  const show = handleSubmit(({ from, to }) => {
    if (from && to && from > to) {
      setClientProblems([translateMessage('statement.rangeReversed', language)]);
      return;
    }
    setClientProblems([]);
    setPeriod({ from: from || undefined, to: to || undefined });
  });

  return (
    <Modal open title={t('statement.title', { name: patient.name })} onClose={onClose} maxWidth={STATEMENT_MODAL_WIDTH}>
      <form className="patients-statement__period dn-no-print" onSubmit={show} noValidate>
        <label className="dn-field" htmlFor={ids.from}>
          {t('statement.from')}
          <input id={ids.from} className="dn-input dn-input--date" type="date" dir="ltr" {...register('from')} />
        </label>
        <label className="dn-field" htmlFor={ids.to}>
          {t('statement.to')}
          <input id={ids.to} className="dn-input dn-input--date" type="date" dir="ltr" {...register('to')} />
        </label>
        <button type="submit" className="dn-button dn-button--primary">
          {t('statement.show')}
        </button>
      </form>
      <div className="dn-no-print">
        <ReadErrors messages={[...clientProblems, ...serverProblems]} />
      </div>
      {result.isFetching && !statement && <Spinner label={t('statement.loading')} />}
      {statement && <StatementDocument statement={statement} patient={patient} />}
    </Modal>
  );
}

/** The header's "Relevé de compte" button; closing the statement gives the focus back to it. */
export function StatementButton({ patient }: { patient: Pick<Patient, '_id' | 'name' | 'RegNo'> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" className="dn-button" onClick={() => setOpen(true)}>
        <FileText aria-hidden="true" size={16} />
        {t('statement.open')}
      </button>
      {open && (
        <StatementDialog
          patient={patient}
          onClose={() => {
            setOpen(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
