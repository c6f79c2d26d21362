import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Plus, Printer } from 'lucide-react';
import { ACTION, type Assurance, type InsuranceInvoice } from '@dental/contracts';
import { listView, problemMessages } from '@dental/api-client';
import { selectUserData, useAppSelector, useCan } from '@dental/auth';
import { personName } from '@dental/domain';
import { formatDate, useLanguage } from '@dental/i18n';
import { useBasePath } from '@dental/module-kit';
import { ConfirmDialog, ErrorBanners, PageFrame, ReadErrors, Spinner, SuccessOverlay, Tabs, useMessages, useSuccessOverlay } from '@dental/ui';
import { insuranceInvoicesApi, type InvoiceScope } from './insurance-invoices-api';
import { InsurerGate } from './InsurerGate';
import { InvoicePrint } from './InvoicePrint';
import { InvoiceTable } from './InvoiceTable';
import './assurances.css';
import { addScreenTexts } from '../texts';
import { assurancesTranslations } from './translations';

addScreenTexts(assurancesTranslations);

/** /assurance/{AssId}/patients/{doctorId}: the insurer's invoices for a doctor (or global ones). */
export function InsuranceInvoicesPage() {
  return <InsurerGate>{(assurance) => <InsuranceInvoices assurance={assurance} />}</InsurerGate>;
}

type Pending = { kind: 'pay' | 'delete'; invoice: InsuranceInvoice } | null;

/** The doctor as the invoice prints them: the full name when known, else the username (libs/domain `personName`). */
function useDoctorName(doctorId: string): string | null {
  const user = useAppSelector(selectUserData);
  const listed = useAppSelector((state) => state.users.items.find((item) => item._id === doctorId));
  if (listed) return personName(listed);
  return user?._id === doctorId ? personName(user) : null;
}

function InsuranceInvoices({ assurance }: { assurance: Assurance }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const insurers = useBasePath('assurance');
  const doctorId = useParams().doctorId ?? '';
  const doctorName = useDoctorName(doctorId);
  const canGlobal = useCan(ACTION.globalInvoice, 'PATIENTS_ASSURANCE');
  const canAdd = useCan(ACTION.create, 'PATIENTS_ASSURANCE');
  const canPay = useCan(ACTION.edit, 'PATIENTS_ASSURANCE');
  const canDelete = useCan(ACTION.remove, 'PATIENTS_ASSURANCE');
  const [global, setGlobal] = useState(false);
  const [showArchived, setShowArchived] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [printing, setPrinting] = useState(false);
  const pageErrors = useMessages();
  const dialogErrors = useMessages();
  const success = useSuccessOverlay();
  const scope: InvoiceScope = useMemo(() => (global ? { global: true } : { doctor: doctorId }), [global, doctorId]);
  const query = insuranceInvoicesApi.useInsuranceInvoicesQuery({ assuranceId: assurance._id, scope });
  // This scope's answer only: `data` keeps the previous scope's list while this one loads.
  const { items: ofScope, loading, loaded, errors } = listView({ ...query, data: query.currentData });
  const [createInvoice, creating] = insuranceInvoicesApi.useCreateInsuranceInvoiceMutation();
  const [payInvoice, paying] = insuranceInvoicesApi.usePayInsuranceInvoiceMutation();
  const [removeInvoice, removing] = insuranceInvoicesApi.useRemoveInsuranceInvoiceMutation();
  const busy = creating.isLoading || paying.isLoading || removing.isLoading;

  const visible = ofScope.filter((invoice) => showArchived || !invoice.payed);
  const selected = visible.find((invoice) => invoice._id === selectedId) ?? visible[0];

  // The invoice list reads again through its tags after each accepted write.
  async function create() {
    pageErrors.clear();
    try {
      const invoice = await createInvoice({ assuranceId: assurance._id, scope }).unwrap();
      setSelectedId(invoice._id);
      success.show();
    } catch (failure) {
      pageErrors.setMessages(problemMessages(failure));
    }
  }

  async function confirmPending() {
    if (!pending) return;
    dialogErrors.clear();
    const target = { assuranceId: assurance._id, invoiceId: pending.invoice._id };
    try {
      await (pending.kind === 'pay' ? payInvoice(target) : removeInvoice(target)).unwrap();
      setPending(null);
      success.show();
    } catch (failure) {
      dialogErrors.setMessages(problemMessages(failure));
    }
  }

  return (
    <PageFrame
      title={t('invoices.title', { name: assurance.name })}
      backTo={insurers}
      actions={
        canAdd && (
          <button type="button" className="dn-button" disabled={busy} onClick={create}>
            <Plus aria-hidden="true" size={18} />
            {t('invoices.add')}
          </button>
        )
      }
    >
      {!global && doctorName && <p className="admin-muted">{t('invoices.doctor', { name: doctorName })}</p>}
      <div className="dn-toolbar">
        <label className="dn-field dn-field--inline">
          <input type="checkbox" checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />
          {t('invoices.archive')}
        </label>
        {canGlobal && (
          <label className="dn-field dn-field--inline">
            <input
              type="checkbox"
              checked={global}
              onChange={(e) => {
                setGlobal(e.target.checked);
                setSelectedId(null);
              }}
            />
            {t('invoices.global')}
          </label>
        )}
      </div>
      <ReadErrors messages={errors} />
      <ErrorBanners messages={pageErrors.messages} onDismiss={pageErrors.dismiss} />
      {(loading || !loaded) && ofScope.length === 0 && <Spinner />}
      {loaded && !loading && ofScope.length === 0 && errors.length === 0 && <p className="admin-muted">{t('invoices.none')}</p>}
      {ofScope.length > 0 && visible.length === 0 && <p className="admin-muted">{t('invoices.noneOpen')}</p>}
      {selected && (
        <>
          <Tabs
            label={t('invoices.title', { name: assurance.name })}
            items={visible.map((invoice) => ({ id: invoice._id, label: t('invoices.invoice', { num: invoice.numInvoice }) }))}
            active={selected._id}
            onChange={setSelectedId}
          />
          <div className="admin-invoice__status">
            {selected.payed ? (
              <span className="dn-badge">{t('invoices.payed', { date: selected.payedAt ? formatDate(selected.payedAt, language) : '' })}</span>
            ) : (
              <span className="dn-badge dn-badge--open">{t('invoices.open')}</span>
            )}
            <div className="admin-invoice__actions">
              <button type="button" className="dn-button dn-button--ghost" onClick={() => setPrinting(true)}>
                <Printer aria-hidden="true" size={18} />
                {t('invoices.print')}
              </button>
              {canPay && !selected.payed && (
                <button type="button" className="dn-button" onClick={() => { dialogErrors.clear(); setPending({ kind: 'pay', invoice: selected }); }}>
                  {t('invoices.pay')}
                </button>
              )}
              {canDelete && !selected.finish && (
                <button type="button" className="dn-button dn-button--danger" onClick={() => { dialogErrors.clear(); setPending({ kind: 'delete', invoice: selected }); }}>
                  {t('common:delete')}
                </button>
              )}
            </div>
          </div>
          <InvoiceTable invoice={selected} />
          <InvoicePrint open={printing} onClose={() => setPrinting(false)} assurance={assurance} invoice={selected} doctorName={global ? null : doctorName} />
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'pay' ? t('invoices.payTitle') : t('invoices.remove')}
        question={pending ? t(pending.kind === 'pay' ? 'invoices.payQuestion' : 'invoices.removeQuestion', { num: pending.invoice.numInvoice }) : ''}
        busy={busy}
        errors={dialogErrors.messages}
        onDismissError={dialogErrors.dismiss}
        onConfirm={confirmPending}
        onCancel={() => setPending(null)}
      />
      <SuccessOverlay visible={success.visible} label={t('common:updatedSuccess')} />
    </PageFrame>
  );
}
