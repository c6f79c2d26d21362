import { invoiceSums, quoteLineTotal, quoteSums } from '@dental/domain';
import { translateMessage, type PatientInvoice, type Quote, type QuoteLine, type Treatment } from '@dental/contracts';
import { formErrors, ok, refused, type ApiRequest, type Reply } from '../../test-utils';

/** Test helper: the cabinet's catalogue as the quote tests see it. */
export const CATALOGUE: Treatment[] = [
  { _id: 't1', name: 'Extraction', type: 'soins', price: 1500, assurance: null, createdAt: '', updatedAt: '' },
  { _id: 't2', name: 'Extraction chirurgicale', type: 'soins', price: 4000, assurance: null, createdAt: '', updatedAt: '' },
  { _id: 't3', name: 'Composite', type: 'conservative', price: 2500.5, assurance: null, createdAt: '', updatedAt: '' },
  { _id: 't4', name: 'Détartrage', type: 'gencive', price: 1000, assurance: null, createdAt: '', updatedAt: '' },
  ...['Couronne', 'Canal', 'Inlay', 'Implant', 'Bridge', 'Blanchiment'].map((name, i) => ({ _id: `t${i + 5}`, name: `E${name}`, type: 'prothese' as const, price: 10000, assurance: null, createdAt: '', updatedAt: '' })),
];

type LineBody = { treatment: string; price?: number | null; discount?: number; teeth: { nums: string[]; surface: string | null } };

let made = 0;
const nextId = (prefix: string) => `${prefix}${++made}`;

function lineOf(body: LineBody): QuoteLine {
  const treatment = CATALOGUE.find((t) => t._id === body.treatment)!;
  const price = body.price ?? treatment.price;
  const discount = body.discount ?? 0;
  return {
    _id: nextId('l'),
    doctor: '4',
    treatment: { _id: treatment._id, name: treatment.name, type: treatment.type, assurance: null },
    price,
    discount,
    teeth: { nums: body.teeth.nums, surface: body.teeth.surface ?? null },
    total: quoteLineTotal({ price, discount, teeth: body.teeth.nums.length }),
    done: false,
    invoice: null,
    createdAt: '',
    updatedAt: '',
  };
}

/** A saved quote with its server sums. */
export function makeQuote(fields: Partial<Quote> & { numDevis: number; lines: LineBody[] }): Quote {
  const { lines, ...rest } = fields;
  const quote: Quote = { _id: nextId('q'), patient: 'p1', reduce: 0, LineDevis: lines.map(lineOf), total: 0, reduction: 0, remainder: 0, createdAt: '2026-03-02T10:00:00.000Z', updatedAt: '', ...rest };
  return withSums(quote);
}

function withSums(quote: Quote): Quote {
  const sums = quoteSums(quote.LineDevis.map((l) => ({ price: l.price, discount: l.discount, teeth: l.teeth.nums.length })), quote.reduce);
  return Object.assign(quote, sums);
}

export const LINE_DONE = translateMessage('quote.lineDone');
export const INVOICE_HAS_ACTS = translateMessage('invoice.filled');
export const VALID_REDUCTION = translateMessage('patient.validReduction');

/** The quote and invoice routes of one patient, with the server's refusals the screens show. */
export function quoteRoutes(initial: Quote[], invoices: PatientInvoice[] = []) {
  const store = { quotes: [...initial], invoices: [...invoices] };
  const quote = (id: string) => store.quotes.find((q) => q._id === id)!;
  const uninvoiced = () => store.quotes.map((q) => ({ ...q, LineDevis: q.LineDevis.filter((l) => l.invoice === null) })).filter((q) => q.LineDevis.length > 0);
  const handle = (request: ApiRequest): Reply | undefined => {
    const { devisId, lineId, invoiceId } = request.pathParams;
    switch (request.route) {
      case 'treatments.list':
        return ok(CATALOGUE);
      case 'quotes.list':
        return ok([...store.quotes].sort((a, b) => b.numDevis - a.numDevis));
      case 'quotes.create': {
        const body = request.body as { reduce: number; LineDevis: LineBody[] };
        if (body.reduce > 100) return formErrors(VALID_REDUCTION);
        const created = makeQuote({ numDevis: Math.max(0, ...store.quotes.map((q) => q.numDevis)) + 1, reduce: body.reduce, lines: body.LineDevis });
        store.quotes.push(created);
        return ok(created);
      }
      case 'quotes.update': {
        const { reduce } = request.body as { reduce: number };
        if (reduce > 100) return formErrors(VALID_REDUCTION);
        return ok(withSums(Object.assign(quote(devisId), { reduce })));
      }
      case 'quotes.remove':
        store.quotes = store.quotes.filter((q) => q._id !== devisId);
        return ok(true);
      case 'quotes.append':
        quote(devisId).LineDevis.push(lineOf(request.body as LineBody));
        return ok(withSums(quote(devisId)));
      case 'quotes.editLine': {
        const lines = quote(devisId).LineDevis;
        const index = lines.findIndex((l) => l._id === lineId);
        lines[index] = { ...lineOf(request.body as LineBody), _id: lineId };
        return ok(withSums(quote(devisId)));
      }
      case 'quotes.removeLine': {
        const line = quote(devisId).LineDevis.find((l) => l._id === lineId)!;
        if (line.done) return refused(LINE_DONE, 409);
        quote(devisId).LineDevis = quote(devisId).LineDevis.filter((l) => l._id !== lineId);
        return ok(withSums(quote(devisId)));
      }
      case 'patientInvoices.list':
        return ok([...store.invoices].sort((a, b) => b.numInvoice - a.numInvoice));
      case 'patientInvoices.invoiceable':
        return ok(uninvoiced());
      case 'patientInvoices.create': {
        // No body: every line not yet invoiced; { devis }: those quotes' lines only (the server's rule).
        const chosen = (request.body as { devis?: string[] } | undefined)?.devis;
        const quotes = uninvoiced().filter((q) => !chosen || chosen.includes(q._id));
        const billed = quotes.flatMap((q) => q.LineDevis.map((line) => ({ line, devis: { _id: q._id, numDevis: q.numDevis } })));
        if (billed.length === 0) return formErrors(translateMessage('patientInvoice.nothingToInvoice'));
        const sums = invoiceSums(quotes.map((q) => ({ _id: q._id, numDevis: q.numDevis, reducePercent: q.reduce, lines: q.LineDevis.map((l) => ({ price: l.price, discount: l.discount, teeth: l.teeth.nums.length })) })));
        const invoice: PatientInvoice = {
          _id: nextId('i'),
          patient: 'p1',
          numInvoice: Math.max(0, ...store.invoices.map((i) => i.numInvoice)) + 1,
          finish: false,
          LineInvoice: billed.map(({ line, devis }) => ({ _id: line._id, doctor: line.doctor, treatment: line.treatment, teeth: line.teeth, price: line.price, discount: line.discount, total: line.total, devis, createdAt: '' })),
          total: sums.total,
          reduction: sums.reduction,
          amountDue: sums.amountDue,
          quotes: sums.quotes.map((q) => ({ _id: q._id, numDevis: q.numDevis, reduce: q.reducePercent, total: q.total, reduction: q.reduction, remainder: q.remainder })),
          doctorName: 'dr.sidi',
          createdAt: '2026-03-05T10:00:00.000Z',
        };
        store.quotes.forEach((q) => q.LineDevis.forEach((l) => billed.some(({ line }) => line._id === l._id) && (l.invoice = invoice._id)));
        store.invoices.push(invoice);
        return ok(invoice);
      }
      case 'patientInvoices.remove': {
        const invoice = store.invoices.find((i) => i._id === invoiceId)!;
        if (invoice.finish) return refused(INVOICE_HAS_ACTS, 409);
        store.invoices = store.invoices.filter((i) => i._id !== invoiceId);
        store.quotes.forEach((q) => q.LineDevis.forEach((l) => l.invoice === invoiceId && (l.invoice = null)));
        return ok(invoice);
      }
      default:
        return undefined;
    }
  };
  return { store, handle };
}
