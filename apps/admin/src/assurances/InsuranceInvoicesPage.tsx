import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Plus, Printer } from 'lucide-react';
import { ACTION, type Assurance, type InsuranceInvoice } from '@dental/contracts';
import { failureMessages, insuranceInvoicesApi, type InvoiceScope } from '@dental/api-client';
import { selectUserData, useAppDispatch, useAppSelector, useCan } from '@dental/auth';
import { formatDate, useLanguage } from '@dental/i18n';
import { ConfirmDialog, ErrorBanners, PageFrame, Spinner, SuccessOverlay, Tabs, useMessages, useSuccessOverlay } from '@dental/ui';
import { insuranceInvoices } from './assurances-slice';
import { InsurerGate } from './InsurerGate';
import { InvoicePrint } from './InvoicePrint';
import { InvoiceTable } from './InvoiceTable';
import './assurances.css';

/** /assurance/{AssId}/patients/{doctorId}: the insurer's invoices for a doctor (or global ones). */
export function InsuranceInvoicesPage() {
  return <InsurerGate>{(assurance) => <InsuranceInvoices assurance={assurance} />}</InsurerGate>;
}

type Pending = { kind: 'pay' | 'delete'; invoice: InsuranceInvoice } | null;

function useDoctorName(doctorId: string): string | null {
  const user = useAppSelector(selectUserData);
  const listed = useAppSelector((state) => state.users.items.find((item) => item._id === doctorId)?.username);
  return listed ?? (user?._id === doctorId ? user.username : null);
}

function InsuranceInvoices({ assurance }: { assurance: Assurance }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const dispatch = useAppDispatch();
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
  const [busy, setBusy] = useState(false);
  const [printing, setPrinting] = useState(false);
  const pageErrors = useMessages();
  const dialogErrors = useMessages();
  const success = useSuccessOverlay();
  const { items, loading, loaded, error } = useAppSelector(insuranceInvoices.select);

  const scope: InvoiceScope = useMemo(() => (global ? { global: true } : { doctor: doctorId }), [global, doctorId]);
  const refetch = useCallback(() => dispatch(insuranceInvoices.fetch({ assuranceId: assurance._id, scope })), [dispatch, assurance._id, scope]);
  useEffect(() => {
    void refetch();
  }, [refetch]);

  // The store may still hold another scope's invoices while this one loads.
  const ofScope = items.filter((invoice) => invoice.assurance === assurance._id && (global ? invoice.inCommon : invoice.doctor === doctorId));
  const visible = ofScope.filter((invoice) => showArchived || !invoice.payed);
  const selected = visible.find((invoice) => invoice._id === selectedId) ?? visible[0];

  async function create() {
    pageErrors.clear();
    setBusy(true);
    try {
      const invoice = await insuranceInvoicesApi.create(assurance._id, scope);
      await refetch();
      setSelectedId(invoice._id);
      success.show();
    } catch (failure) {
      pageErrors.setMessages(failureMessages(failure));
    } finally {
      setBusy(false);
    }
  }

  async function confirmPending() {
    if (!pending) return;
    setBusy(true);
    dialogErrors.clear();
    try {
      if (pending.kind === 'pay') await insuranceInvoicesApi.pay(assurance._id, pending.invoice._id);
      else await insuranceInvoicesApi.remove(assurance._id, pending.invoice._id);
      setPending(null);
      await refetch();
      success.show();
    } catch (failure) {
      dialogErrors.setMessages(failureMessages(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageFrame
      title={t('invoices.title', { name: assurance.name })}
      backTo="/assurance"
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
      <ErrorBanners messages={[...error, ...pageErrors.messages]} onDismiss={(index) => (index < error.length ? dispatch(insuranceInvoices.actions.clearErrors()) : pageErrors.dismiss(index - error.length))} />
      {(loading || !loaded) && ofScope.length === 0 && <Spinner />}
      {loaded && !loading && ofScope.length === 0 && error.length === 0 && <p className="admin-muted">{t('invoices.none')}</p>}
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
