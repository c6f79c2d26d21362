import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Plus, Printer } from 'lucide-react';
import { ACTION, type Assurance, type InsuranceInvoice } from '@dental/contracts';
import { listView, problemMessages } from '@dental/api-client';
import { selectUserData, useAppSelector, useCan } from '@dental/auth';
import { invoiceToCloseFirst, personName } from '@dental/domain';
import { useBasePath } from '@dental/module-kit';
import { ConfirmDialog, ErrorBanners, Modal, PageFrame, ReadErrors, Spinner, SuccessOverlay, Tabs, useMessages, useSuccessOverlay } from '@dental/ui';
import { insuranceInvoicesApi, type InvoiceScope } from './insurance-invoices-api';
import { InsurerGate } from './InsurerGate';
import { InvoicePrint } from './InvoicePrint';
import { InvoiceTable } from './InvoiceTable';
import { InvoiceStates, useInvoiceStateText } from './InvoiceStates';
import { UnpayDialog } from './UnpayDialog';
import './assurances.css';
import { addScreenTexts } from '../texts';
import { assurancesTranslations } from './translations';

addScreenTexts(assurancesTranslations);

/** /assurance/{AssId}/patients/{doctorId}: the insurer's invoices for a doctor (or global ones). */
export function InsuranceInvoicesPage() {
  return <InsurerGate>{(assurance) => <InsuranceInvoices assurance={assurance} />}</InsurerGate>;
}

type Pending = { kind: 'pay' | 'delete' | 'close'; invoice: InsuranceInvoice } | null;

const PENDING_TEXTS = {
  pay: { title: 'invoices.payTitle', question: 'invoices.payQuestion' },
  close: { title: 'invoices.closeTitle', question: 'invoices.closeQuestion' },
  delete: { title: 'invoices.remove', question: 'invoices.removeQuestion' },
} as const;

/** The doctor as the invoice prints them: the full name when known, else the username (libs/domain `personName`). */
function useDoctorName(doctorId: string): string | null {
  const user = useAppSelector(selectUserData);
  const listed = useAppSelector((state) => state.users.items.find((item) => item._id === doctorId));
  if (listed) return personName(listed);
  return user?._id === doctorId ? personName(user) : null;
}

function InsuranceInvoices({ assurance }: { assurance: Assurance }) {
  const { t } = useTranslation();
  const stateText = useInvoiceStateText();
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
  /** The open invoice "Nouvelle facture" asks to close first. */
  const [closeFirst, setCloseFirst] = useState<InsuranceInvoice | null>(null);
  const [unpaying, setUnpaying] = useState<InsuranceInvoice | null>(null);
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
  const [closeInvoice, closing] = insuranceInvoicesApi.useCloseInsuranceInvoiceMutation();
  const [unpayInvoice] = insuranceInvoicesApi.useUnpayInsuranceInvoiceMutation();
  const busy = creating.isLoading || paying.isLoading || removing.isLoading || closing.isLoading;

  const visible = ofScope.filter((invoice) => showArchived || !invoice.payed);
  const selected = visible.find((invoice) => invoice._id === selectedId) ?? visible[0];

  /** "Nouvelle facture": while the scope's newest invoice is open, say which one to close first and offer to close it. */
  function askCreate() {
    pageErrors.clear();
    dialogErrors.clear();
    const open = invoiceToCloseFirst(ofScope);
    if (open) setCloseFirst(open);
    else void create();
  }

  async function closeThenCreate() {
    if (!closeFirst) return;
    dialogErrors.clear();
    try {
      await closeInvoice({ assuranceId: assurance._id, invoiceId: closeFirst._id }).unwrap();
    } catch (failure) {
      dialogErrors.setMessages(problemMessages(failure));
      return;
    }
    setCloseFirst(null);
    await create();
  }

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
      const write = pending.kind === 'pay' ? payInvoice(target) : pending.kind === 'close' ? closeInvoice(target) : removeInvoice(target);
      await write.unwrap();
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
          <button type="button" className="dn-button" disabled={busy} onClick={askCreate}>
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
      {visible.length > 0 && <InvoiceStates invoices={visible} selectedId={selected?._id} onSelect={setSelectedId} />}
      {selected && (
        <>
          <Tabs
            label={t('invoices.title', { name: assurance.name })}
            items={visible.map((invoice) => ({ id: invoice._id, label: t('invoices.invoice', { num: invoice.numInvoice }) }))}
            active={selected._id}
            onChange={setSelectedId}
          />
          <div className="admin-invoice__status">
            <span className={`dn-badge admin-invoice-state admin-invoice-state--${selected.state}`}>{stateText(selected)}</span>
            <div className="admin-invoice__actions">
              <button type="button" className="dn-button dn-button--ghost" onClick={() => setPrinting(true)}>
                <Printer aria-hidden="true" size={18} />
                {t('invoices.print')}
              </button>
              {canPay && selected.state === 'open' && (
                <button type="button" className="dn-button dn-button--ghost" onClick={() => { dialogErrors.clear(); setPending({ kind: 'close', invoice: selected }); }}>
                  {t('invoices.close')}
                </button>
              )}
              {canPay && !selected.payed && (
                <button type="button" className="dn-button" onClick={() => { dialogErrors.clear(); setPending({ kind: 'pay', invoice: selected }); }}>
                  {t('invoices.pay')}
                </button>
              )}
              {canPay && selected.payed && (
                <button type="button" className="dn-button dn-button--danger" onClick={() => setUnpaying(selected)}>
                  {t('invoices.unpay')}
                </button>
              )}
              {canDelete && !selected.finish && (
                <button type="button" className="dn-button dn-button--danger" onClick={() => { dialogErrors.clear(); setPending({ kind: 'delete', invoice: selected }); }}>
                  {t('common:delete')}
                </button>
              )}
            </div>
          </div>
          <p className="admin-muted">{t('invoices.insurerPartNote')}</p>
          <InvoiceTable invoice={selected} />
          <InvoicePrint open={printing} onClose={() => setPrinting(false)} assurance={assurance} invoice={selected} doctorName={global ? null : doctorName} />
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(PENDING_TEXTS[pending.kind].title) : ''}
        question={pending ? t(PENDING_TEXTS[pending.kind].question, { num: pending.invoice.numInvoice }) : ''}
        busy={busy}
        errors={dialogErrors.messages}
        onDismissError={dialogErrors.dismiss}
        onConfirm={confirmPending}
        onCancel={() => setPending(null)}
      />
      <Modal open={closeFirst !== null} title={t('invoices.add')} onClose={() => setCloseFirst(null)}>
        {closeFirst && (
          <>
            <ErrorBanners messages={dialogErrors.messages} onDismiss={dialogErrors.dismiss} />
            <p className="dn-confirm__question">{t('invoices.mustCloseFirst', { num: closeFirst.numInvoice })}</p>
            {!canPay && <p className="admin-muted">{t('invoices.mustCloseFirstNoRight')}</p>}
            <div className="dn-form__actions">
              <button type="button" className="dn-button dn-button--ghost" onClick={() => setCloseFirst(null)}>
                {t('common:cancel')}
              </button>
              {canPay && (
                <button type="button" className="dn-button" disabled={busy} onClick={closeThenCreate}>
                  {t('invoices.closeAndCreate', { num: closeFirst.numInvoice })}
                </button>
              )}
            </div>
          </>
        )}
      </Modal>
      {unpaying && (
        <UnpayDialog
          invoice={unpaying}
          onUnpay={(reason) => unpayInvoice({ assuranceId: assurance._id, invoiceId: unpaying._id, reason }).unwrap()}
          onDone={() => {
            setUnpaying(null);
            success.show();
          }}
          onCancel={() => setUnpaying(null)}
        />
      )}
      <SuccessOverlay visible={success.visible} label={t('common:updatedSuccess')} />
    </PageFrame>
  );
}
