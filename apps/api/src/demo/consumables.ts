import { fromCents, purchaseOrderTotal, toCents } from '@dental/domain';
import type { Db } from '../db/types';

/** How far back the demo's purchase orders and consumptions go (the bench's "5 years of orders"). */
export const CONSUMABLES_MONTHS_BACK = 60;

export interface ConsumablesResult {
  /** Suppliers and consumables of the list written by this run (existing names are kept). */
  suppliers: number;
  consumables: number;
  /** Purchase orders, their lines and payments, and consumptions written by this run (a second run writes none). */
  orders: number;
  lines: number;
  payments: number;
  consumptions: number;
}

interface Random {
  next: () => number;
  int: (max: number) => number;
}

export const DEMO_SUPPLIERS = [
  { name: 'Medi Sud', phone: '45250101' },
  { name: 'Dental Nord', phone: '45250202' },
  { name: 'Sahel Dentaire', phone: '45250303' },
  { name: 'Pharma Atlantique', phone: '45250404' },
  { name: 'Nouakchott Médical', phone: '45250505' },
] as const;

/** The consumables of the list, with a usual unit price in MRU. */
export const DEMO_CONSUMABLES = [
  { name: 'Gants latex (boîte de 100)', price: 350 },
  { name: 'Gants nitrile (boîte de 100)', price: 450 },
  { name: 'Masques chirurgicaux (boîte de 50)', price: 250 },
  { name: 'Compresses stériles', price: 120 },
  { name: 'Rouleaux de coton', price: 90 },
  { name: 'Anesthésique articaïne (boîte de 50)', price: 2400 },
  { name: 'Aiguilles dentaires (boîte de 100)', price: 600 },
  { name: 'Composite A2', price: 950 },
  { name: 'Composite A3', price: 950 },
  { name: 'Adhésif universel', price: 1800 },
  { name: 'Ciment verre ionomère', price: 1500 },
  { name: 'Hydroxyde de calcium', price: 700 },
  { name: 'Limes endodontiques', price: 850 },
  { name: 'Cônes de gutta-percha', price: 400 },
  { name: 'Pointes papier', price: 300 },
  { name: "Hypochlorite de sodium (1 L)", price: 150 },
  { name: 'Alginate (500 g)', price: 550 },
  { name: 'Silicone pour empreintes', price: 2200 },
  { name: 'Fraises diamantées', price: 180 },
  { name: 'Sachets de stérilisation', price: 650 },
  { name: 'Désinfectant de surfaces (1 L)', price: 480 },
  { name: 'Gobelets jetables', price: 75.5 },
  { name: 'Bavoirs patients', price: 220 },
  { name: 'Aspirateurs de salive', price: 160 },
  { name: 'Fil de suture', price: 1250.25 },
] as const;

/** What a practice spends every month beside its purchase orders, with a usual amount in MRU. */
const MONTHLY_CONSUMPTIONS = [
  { note: 'Électricité', amount: 4200 },
  { note: 'Eau', amount: 900 },
  { note: 'Internet et téléphone', amount: 1500 },
  { note: 'Entretien du fauteuil', amount: 2500 },
  { note: 'Produits de nettoyage', amount: 600 },
  { note: 'Gaz pour autoclave', amount: 750 },
  { note: 'Fournitures de bureau', amount: 400 },
] as const;

/** An amount around `base` (± `spread`), to the cent or rounded to 5 MRU. */
function around(random: Random, base: number, spread: number, cents: boolean): number {
  const value = base * (1 - spread + random.next() * 2 * spread);
  return cents ? Math.round(value * 100) / 100 : Math.max(5, Math.round(value / 5) * 5);
}

/** A moment of the month starting at `monthStart` (UTC), during working hours, never after `now`. */
function momentIn(random: Random, year: number, month: number, now: Date): Date | null {
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const at = new Date(Date.UTC(year, month, 1 + random.int(days), 8 + random.int(10), random.int(60)));
  return at.getTime() <= now.getTime() ? at : null;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** `total` split into `parts` positive amounts, exact to the cent. */
function split(random: Random, total: number, parts: number): number[] {
  const cents = toCents(total);
  if (parts <= 1 || cents < parts * 100) return [total];
  const cuts: number[] = [];
  let left = cents;
  for (let i = 1; i < parts; i += 1) {
    const share = Math.max(100, Math.round((left / (parts - i + 1)) * (0.6 + random.next() * 0.8) / 100) * 100);
    const part = Math.min(share, left - (parts - i) * 100);
    cuts.push(part);
    left -= part;
  }
  cuts.push(left);
  return cuts.map(fromCents);
}

/** Names of a table's rows written unless the name exists (case aside); how many were new. */
async function ensureNamed(db: Db, table: 'suppliers' | 'consumables', rows: readonly { name: string; phone?: string }[]): Promise<number> {
  const inserted =
    table === 'suppliers'
      ? await db.query('insert into suppliers (name, phone) select * from unnest($1::text[], $2::text[]) on conflict do nothing returning id', [rows.map((r) => r.name), rows.map((r) => r.phone ?? '')])
      : await db.query('insert into consumables (name) select * from unnest($1::text[]) on conflict do nothing returning id', [rows.map((r) => r.name)]);
  return inserted.length;
}

/**
 * The demo's consumables: the suppliers and the consumable list (kept when they exist), and for each
 * demo doctor five years of purchase orders (a few a month, the first doctor's busiest) with lines of
 * the list at prices near the usual one, paid in one to three parts — older orders mostly in full,
 * recent ones partly or not yet — and the month's consumptions. Orders are numbered from 1 in
 * date order (the counter follows), every sum exact to the cent and nothing after `now`.
 * Deterministic with the generator given; a doctor who has orders (or consumptions) already keeps
 * them and gets none, so a second run writes nothing.
 */
export async function seedConsumables(db: Db, doctorIds: readonly string[], random: Random, now: Date): Promise<ConsumablesResult> {
  const result: ConsumablesResult = { suppliers: 0, consumables: 0, orders: 0, lines: 0, payments: 0, consumptions: 0 };
  result.suppliers = await ensureNamed(db, 'suppliers', DEMO_SUPPLIERS);
  result.consumables = await ensureNamed(db, 'consumables', DEMO_CONSUMABLES);
  const suppliers = await db.query<{ id: string; name: string }>('select id::text as id, name from suppliers where lower(name) = any($1::text[]) order by id', [
    DEMO_SUPPLIERS.map((s) => s.name.toLowerCase()),
  ]);
  const listed = await db.query<{ id: string; name: string }>('select id::text as id, name from consumables where lower(name) = any($1::text[]) order by id', [
    DEMO_CONSUMABLES.map((c) => c.name.toLowerCase()),
  ]);
  const consumables = listed.map((row) => ({ ...row, price: DEMO_CONSUMABLES.find((c) => c.name.toLowerCase() === row.name.toLowerCase())!.price }));
  if (suppliers.length === 0 || consumables.length === 0) return result;
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - CONSUMABLES_MONTHS_BACK + 1, 1));

  for (const [index, doctorId] of doctorIds.entries()) {
    const hasOrders = (await db.query('select 1 from purchase_orders where doctor_id = $1 limit 1', [doctorId])).length > 0;
    const hasConsumptions = (await db.query('select 1 from consumptions where doctor_id = $1 limit 1', [doctorId])).length > 0;
    const perMonth = index === 0 ? [4, 8] : [2, 5];
    const orders: { at: Date; supplier: string; lines: { consumable: string; name: string; qty: number; price: number }[]; total: number; payments: { amount: number; day: string }[] }[] = [];
    const spent: { note: string; amount: number; at: Date }[] = [];

    for (let m = 0; m < CONSUMABLES_MONTHS_BACK; m += 1) {
      const year = start.getUTCFullYear();
      const month = start.getUTCMonth() + m;
      const count = perMonth[0] + random.int(perMonth[1] - perMonth[0] + 1);
      for (let o = 0; o < count; o += 1) {
        const at = momentIn(random, year, month, now);
        const supplier = suppliers[random.int(suppliers.length)].id;
        const lineCount = 1 + random.int(6);
        const chosen = new Set<number>();
        while (chosen.size < lineCount) chosen.add(random.int(consumables.length));
        const lines = [...chosen].map((i) => ({
          consumable: consumables[i].id,
          name: consumables[i].name,
          qty: 1 + random.int(12),
          price: around(random, consumables[i].price, 0.15, random.next() < 0.2),
        }));
        if (!at) continue;
        const total = purchaseOrderTotal(lines.map((l) => ({ quantity: l.qty, price: l.price })));
        // How much is paid: older orders mostly in full, the last months partly or not at all.
        const ageDays = (now.getTime() - at.getTime()) / 86_400_000;
        const roll = random.next();
        const share = ageDays > 90 ? (roll < 0.9 ? 1 : roll < 0.97 ? 0.5 : 0) : ageDays > 30 ? (roll < 0.5 ? 1 : roll < 0.8 ? 0.5 : 0) : roll < 0.2 ? 1 : roll < 0.5 ? 0.4 : 0;
        const paid = share === 1 ? total : fromCents(Math.floor(toCents(total) * share));
        const parts = paid > 0 ? split(random, paid, 1 + random.int(3)) : [];
        let day = at.getTime();
        const payments = parts.map((amount) => {
          day = Math.min(now.getTime(), day + (1 + random.int(25)) * 86_400_000);
          return { amount, day: dayOf(new Date(day)) };
        });
        orders.push({ at, supplier, lines, total, payments });
      }
      for (const item of MONTHLY_CONSUMPTIONS) {
        if (random.next() < 0.75) {
          const at = momentIn(random, year, month, now);
          const amount = around(random, item.amount, 0.2, random.next() < 0.3);
          if (at) spent.push({ note: item.note, amount, at });
        }
      }
    }

    if (!hasOrders && orders.length > 0) {
      orders.sort((a, b) => a.at.getTime() - b.at.getTime());
      const rows = await db.query<{ id: string; num: number }>(
        `insert into purchase_orders (doctor_id, supplier_id, num, total, created_at, updated_at)
         select $1, s, n, t, c, c from unnest($2::bigint[], $3::int[], $4::numeric[], $5::timestamptz[]) as x(s, n, t, c)
         returning id::text as id, num`,
        [doctorId, orders.map((o) => o.supplier), orders.map((_, i) => i + 1), orders.map((o) => o.total.toFixed(2)), orders.map((o) => o.at.toISOString())],
      );
      const idOf = new Map(rows.map((row) => [Number(row.num), row.id]));
      await db.query(
        `insert into purchase_order_counters (doctor_id, last_num) values ($1, $2)
         on conflict (doctor_id) do update set last_num = greatest(purchase_order_counters.last_num, excluded.last_num)`,
        [doctorId, orders.length],
      );
      const lines = orders.flatMap((order, i) => order.lines.map((line) => ({ ...line, order: idOf.get(i + 1)!, at: order.at.toISOString() })));
      await db.query(
        `insert into purchase_order_lines (purchase_order_id, consumable_id, consumable_name, qty, price, created_at)
         select * from unnest($1::bigint[], $2::bigint[], $3::text[], $4::int[], $5::numeric[], $6::timestamptz[])`,
        [lines.map((l) => l.order), lines.map((l) => l.consumable), lines.map((l) => l.name), lines.map((l) => l.qty), lines.map((l) => l.price.toFixed(2)), lines.map((l) => l.at)],
      );
      const payments = orders.flatMap((order, i) => order.payments.map((p) => ({ ...p, order: idOf.get(i + 1)! })));
      if (payments.length > 0) {
        await db.query(
          `insert into supplier_payments (purchase_order_id, amount, paid_on, created_at)
           select o, a, d, d::timestamptz + interval '10 hours' from unnest($1::bigint[], $2::numeric[], $3::date[]) as x(o, a, d)`,
          [payments.map((p) => p.order), payments.map((p) => p.amount.toFixed(2)), payments.map((p) => p.day)],
        );
      }
      result.orders += orders.length;
      result.lines += lines.length;
      result.payments += payments.length;
    }
    if (!hasConsumptions && spent.length > 0) {
      await db.query(
        `insert into consumptions (doctor_id, note, amount, created_at, updated_at)
         select $1, n, a, c, c from unnest($2::text[], $3::numeric[], $4::timestamptz[]) as x(n, a, c)`,
        [doctorId, spent.map((s) => s.note), spent.map((s) => s.amount.toFixed(2)), spent.map((s) => s.at.toISOString())],
      );
      result.consumptions += spent.length;
    }
  }
  return result;
}
