import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { type Consumable, type PurchaseOrder, type PurchaseOrderInput, type Supplier, translateMessage, typedAmount } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';
import { AMOUNT_INPUT, ErrorBanners, FormActions, Money, useMessages } from '@dental/ui';
import { useNewRowFocus } from '@dental/ui/form';
import { useFormat } from '../common/format';
import { amountMessages, draftTotal, emptyLine, lineProblems, linesOf, lineTotalOf, orderInput, type LineDraft } from './order-lines';

export interface PurchaseOrderFormProps {
  initial?: PurchaseOrder;
  suppliers: readonly Supplier[];
  consumables: readonly Consumable[];
  /** Saves the order, its lines and its typed total in one call (all or nothing), and answers it as the server keeps it. */
  onSubmit: (input: PurchaseOrderInput) => Promise<PurchaseOrder>;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * A purchase order: its supplier and lines (a consumable of the list, a quantity, a unit price), and
 * its total (the sum of the lines unless typed). The two line messages of spec part 2 §5 are checked
 * before anything is sent; lines and typed total go in the one call, so a refused total (below what
 * is paid…) leaves the order as it was; the server's messages stay in the form.
 */
export function PurchaseOrderForm({ initial, suppliers, consumables, onSubmit, onDone, onCancel }: PurchaseOrderFormProps) {
  const { t } = useTranslation('consumables');
  const format = useFormat();
  const [supplier, setSupplier] = useState(initial?.supplier._id ?? '');
  const [lines, setLines] = useState<LineDraft[]>(() => linesOf(initial));
  const [typedTotal, setTypedTotal] = useState<string | null>(initial && initial.total !== draftTotal(linesOf(initial)) ? String(initial.total) : null);
  const [saving, setSaving] = useState(false);
  const errors = useMessages();
  const newLine = useNewRowFocus<string>();
  const sum = draftTotal(lines);

  const addLine = () => {
    const line = emptyLine();
    newLine.added(line.key);
    setLines((list) => [...list, line]);
  };

  const change = (key: string, field: keyof Omit<LineDraft, 'key'>, value: string) => setLines((list) => list.map((line) => (line.key === key ? { ...line, [field]: value } : line)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    const total = typedTotal === null ? undefined : typedAmount(typedTotal);
    const problems = [...lineProblems(lines).map((key) => translateMessage(key, format.language)), ...amountMessages(lines, typedTotal, format.language)];
    if (problems.length > 0) {
      errors.setMessages(problems);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(orderInput(supplier, lines, total));
      onDone();
    } catch (error) {
      errors.setMessages(problemMessages(error));
    } finally {
      setSaving(false);
    }
  };

  const chosen = new Set(lines.map((line) => line.consumable));
  return (
    <form className="dn-form consumables-order-form" onSubmit={submit} noValidate>
      <ErrorBanners messages={errors.messages} onDismiss={errors.dismiss} />
      <label className="dn-field">
        {t('orders.supplier')}
        <select className="dn-input" name="supplier" value={supplier} onChange={(event) => setSupplier(event.target.value)} autoFocus>
          <option value="">{t('orders.chooseSupplier')}</option>
          {suppliers.map((item) => (
            <option key={item._id} value={item._id}>
              {item.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="consumables-lines">
        <legend>{t('orders.lines')}</legend>
        {lines.map((line, index) => {
          const total = lineTotalOf(line);
          const position = index + 1;
          return (
            <div className="consumables-line" key={line.key} ref={newLine.rowRef(line.key)} role="group" aria-label={t('orders.lineN', { n: position })}>
              <label className="dn-field consumables-line__consumable">
                {t('orders.consumable')}
                <select className="dn-input" value={line.consumable} onChange={(event) => change(line.key, 'consumable', event.target.value)}>
                  <option value="">{t('orders.chooseConsumable')}</option>
                  {consumables.map((item) => (
                    <option key={item._id} value={item._id} disabled={item._id !== line.consumable && chosen.has(item._id)}>
                      {item.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="dn-field consumables-line__number">
                {t('orders.quantity')}
                <input className="dn-input" type="number" inputMode="numeric" min={1} step={1} dir="ltr" value={line.qty} onChange={(event) => change(line.key, 'qty', event.target.value)} />
              </label>
              <label className="dn-field consumables-line__number">
                {t('orders.price')}
                <input className="dn-input" {...AMOUNT_INPUT} value={line.price} onChange={(event) => change(line.key, 'price', event.target.value)} />
              </label>
              <output className="consumables-line__total" aria-label={t('orders.lineTotal')}>
                {total === undefined ? '—' : <Money amount={total} />}
              </output>
              <button
                type="button"
                className="dn-icon-button"
                aria-label={t('orders.removeLine', { n: position })}
                title={t('orders.removeLine', { n: position })}
                disabled={lines.length === 1}
                onClick={() => setLines((list) => list.filter((other) => other.key !== line.key))}
              >
                <Trash2 aria-hidden="true" size={18} />
              </button>
            </div>
          );
        })}
        <button type="button" className="dn-button dn-button--ghost" onClick={addLine}>
          <Plus aria-hidden="true" size={18} />
          {t('orders.addLine')}
        </button>
      </fieldset>
      <p className="consumables-order-form__sum">
        {t('orders.linesSum')} : <strong><Money amount={sum} /></strong>
      </p>
      <label className="dn-field">
        {t('orders.totalBC')}
        <input
          className="dn-input"
          name="total"
          {...AMOUNT_INPUT}
          value={typedTotal ?? String(sum)}
          onChange={(event) => setTypedTotal(event.target.value)}
        />
      </label>
      <FormActions saving={saving} onCancel={onCancel} />
    </form>
  );
}
