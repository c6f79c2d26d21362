import { typedAmount, typedAmountMessage, type Language } from '@dental/contracts';
import type { PurchaseOrder, PurchaseOrderInput } from '@dental/contracts';
import { purchaseOrderTotal } from '@dental/domain';

/** A line of the order form as typed: the consumable's id, the quantity and the unit price as text. */
export interface LineDraft {
  key: string;
  consumable: string;
  qty: string;
  price: string;
}

let drafts = 0;
export const emptyLine = (): LineDraft => ({ key: `line-${++drafts}`, consumable: '', qty: '', price: '' });

export function linesOf(order: PurchaseOrder | undefined): LineDraft[] {
  if (!order || order.LinePurchaseOrder.length === 0) return [emptyLine()];
  return order.LinePurchaseOrder.map((line) => ({ key: `line-${++drafts}`, consumable: line.consumable._id ?? '', qty: String(line.qty), price: String(line.price) }));
}

/**
 * The client's checks of spec part 2 §5, in this order: a line without consumable ('lineEmpty'),
 * a line whose quantity is empty ('lineQuantity'). The order is sent only when there is none.
 */
export function lineProblems(lines: readonly LineDraft[]): ('purchaseOrder.lineEmpty' | 'purchaseOrder.lineQuantity')[] {
  const problems: ('purchaseOrder.lineEmpty' | 'purchaseOrder.lineQuantity')[] = [];
  if (lines.some((line) => line.consumable === '')) problems.push('purchaseOrder.lineEmpty');
  if (lines.some((line) => line.consumable !== '' && line.qty.trim() === '')) problems.push('purchaseOrder.lineQuantity');
  return problems;
}

/**
 * The messages of the amounts typed (each line's unit price, then the typed total) that cannot be
 * sent: "unreadable" for 1e3, the price's own "must be positive" for a negative one, "too large".
 * Each message once, in the order of the form.
 */
export function amountMessages(lines: readonly LineDraft[], typedTotal: string | null, language: Language): string[] {
  const messages = [
    ...lines.map((line) => typedAmountMessage(line.price, { invalid: 'purchaseOrder.priceInvalid' }, language)),
    typedTotal === null ? null : typedAmountMessage(typedTotal, { invalid: 'purchaseOrder.totalInvalid' }, language),
  ];
  return [...new Set(messages.filter((message): message is string => message !== null))];
}

const wholeQuantity = (text: string) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value > 0 ? value : undefined;
};

/** A line's total when its quantity and price read as numbers, else undefined. */
export function lineTotalOf(line: LineDraft): number | undefined {
  const quantity = wholeQuantity(line.qty);
  const price = typedAmount(line.price);
  if (quantity === undefined || price === undefined || !Number.isFinite(price) || price < 0) return undefined;
  return purchaseOrderTotal([{ quantity, price: Math.round(price * 100) / 100 }]);
}

/** Σ of the lines that can be totalled. */
export function draftTotal(lines: readonly LineDraft[]): number {
  return purchaseOrderTotal(
    lines.flatMap((line) => {
      const quantity = wholeQuantity(line.qty);
      const price = typedAmount(line.price);
      return quantity !== undefined && price !== undefined && Number.isFinite(price) && price >= 0 ? [{ quantity, price: Math.round(price * 100) / 100 }] : [];
    }),
  );
}

/**
 * The body of POST/PUT purchaseOrder: odd entries go as typed, for the server's messages; `total`
 * (the "Total BC" typed) goes with the lines when there is one, else the server sums the lines.
 */
export function orderInput(supplier: string, lines: readonly LineDraft[], total?: number): PurchaseOrderInput {
  return {
    supplier,
    LinePurchaseOrder: lines.map((line) => ({ consumable: line.consumable, qty: Number(line.qty), price: typedAmount(line.price) as number })),
    ...(total === undefined ? {} : { total }),
  };
}
