import type { Sheet, SheetLine, TreatmentType } from '@dental/contracts';
import { labConsumptionTotal, type EarlierSessions } from '@dental/domain';
import type { Queryable } from '../../db/types';
import { numeric } from '../../db/values';

interface SheetRow {
  _id: string;
  patient: string;
  numFiche: number;
  createdAt: string;
}

interface LineRow {
  sheetId: string;
  _id: string;
  doctor: string;
  dateAppointment: string | null;
  acte: string;
  amount: string;
  finish: 0 | 1;
  payment: string | null;
  nums: string[];
  quoteLineId: string | null;
  quoteShare: string | null;
  surface: string | null;
  treatmentId: string | null;
  treatmentName: string | null;
  treatmentType: TreatmentType | null;
  assurance: string | null;
  quoteId: string | null;
  numDevis: number | null;
  consumptionId: string | null;
  labId: string | null;
  labName: string | null;
  labPrice: string | null;
  appointmentId: string | null;
  appointmentDoctor: string | null;
  appointmentDay: string | null;
  appointmentTime: string | null;
  createdAt: string;
  updatedAt: string;
}

function toLine(row: LineRow): SheetLine {
  return {
    _id: row._id,
    doctor: row.doctor,
    dateAppointment: row.dateAppointment,
    acte: row.acte,
    amount: numeric(row.amount),
    finish: row.finish === 1 ? 1 : 0,
    payment: row.payment,
    consumptionLab:
      row.consumptionId === null
        ? null
        : {
            _id: row.consumptionId,
            laboratory: { _id: row.labId ?? '', name: row.labName ?? '' },
            price: numeric(row.labPrice ?? 0),
            total: labConsumptionTotal(numeric(row.labPrice ?? 0), row.nums.length),
          },
    lineInvoice:
      row.quoteLineId === null
        ? null
        : {
            _id: row.quoteLineId,
            treatment: { _id: row.treatmentId ?? '', name: row.treatmentName ?? '', type: row.treatmentType ?? 'soins', assurance: row.assurance },
            teeth: { nums: row.nums, surface: row.surface },
            devis: { _id: row.quoteId ?? '', numDevis: row.numDevis ?? 0 },
            quoteShare: numeric(row.quoteShare ?? 0),
          },
    appointment:
      row.appointmentId === null
        ? null
        : { _id: row.appointmentId, doctor: row.appointmentDoctor ?? '', date: row.appointmentDay ?? '', time: row.appointmentTime ?? '' },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A patient's sheets (or one), newest number first, with their lines in order. */
export async function loadSheets(db: Queryable, patientId: string, sheetId?: string): Promise<Sheet[]> {
  const sheets = await db.query<SheetRow>(
    `select f.id::text as "_id", f.patient_id::text as patient, f.num_fiche as "numFiche", api_iso(f.created_at) as "createdAt"
       from treatment_sheets f where f.patient_id = $1 and ($2::bigint is null or f.id = $2::bigint) order by f.num_fiche desc`,
    [patientId, sheetId ?? null],
  );
  if (sheets.length === 0) return [];
  const rows = await db.query<LineRow>(
    `select s.sheet_id::text as "sheetId", s.id::text as "_id", s.doctor_id::text as doctor,
            to_char(s.date_appointment, 'YYYY-MM-DD') as "dateAppointment", s.acte, s.amount::text as amount, s.finish::int as finish,
            s.payment_id::text as payment, s.teeth as nums, s.quote_line_id::text as "quoteLineId", coalesce(s.quote_share, s.amount)::text as "quoteShare", ql.surface,
            t.id::text as "treatmentId", t.name as "treatmentName", t.type as "treatmentType", t.assurance_id::text as assurance,
            q.id::text as "quoteId", q.num_devis as "numDevis",
            c.id::text as "consumptionId", lab.id::text as "labId", lab.name as "labName", c.price::text as "labPrice",
            a.id::text as "appointmentId", a.doctor_id::text as "appointmentDoctor", to_char(a.day, 'YYYY-MM-DD') as "appointmentDay", a.time as "appointmentTime",
            api_iso(s.created_at) as "createdAt", api_iso(s.updated_at) as "updatedAt"
       from sheet_lines s
       left join quote_lines ql on ql.id = s.quote_line_id
       left join quotes q on q.id = ql.quote_id
       left join treatments t on t.id = ql.treatment_id
       left join lab_consumptions c on c.id = s.lab_consumption_id
       left join laboratories lab on lab.id = c.laboratory_id
       left join appointments a on a.id = s.appointment_id
      where s.sheet_id = any($1::bigint[])
      order by s.id`,
    [sheets.map((s) => s._id)],
  );
  const bySheet = new Map<string, SheetLine[]>();
  for (const row of rows) bySheet.set(row.sheetId, [...(bySheet.get(row.sheetId) ?? []), toLine(row)]);
  return sheets.map((sheet) => ({ ...sheet, LineFiche: bySheet.get(sheet._id) ?? [] }));
}

export async function loadSheet(db: Queryable, patientId: string, sheetId: string): Promise<Sheet | undefined> {
  return (await loadSheets(db, patientId, sheetId))[0];
}

export interface QuoteLineFacts {
  id: string;
  doctorId: string;
  treatmentId: string;
  treatmentName: string;
  treatmentType: TreatmentType;
  price: number;
  discount: number;
  nums: string[];
  surface: string | null;
  /** The quote's reduction, in percent. */
  reduce: number;
}

/** The line of the patient's quote that a sheet line realises: by its id, or the quote's line of that treatment. */
export async function findQuoteLine(db: Queryable, patientId: string, quoteId: string, treatmentId: string, lineId?: string): Promise<QuoteLineFacts | undefined> {
  const rows = await db.query<Omit<QuoteLineFacts, 'price' | 'discount' | 'reduce'> & { price: string; discount: string; reduce: string }>(
    `select l.id::text as id, l.doctor_id::text as "doctorId", t.id::text as "treatmentId", t.name as "treatmentName", t.type as "treatmentType",
            l.price::text as price, l.discount::text as discount, l.teeth as nums, l.surface, q.reduce::text as reduce
       from quote_lines l join quotes q on q.id = l.quote_id join treatments t on t.id = l.treatment_id
      where q.patient_id = $1 and q.id = $2 and (case when $4::bigint is null then l.treatment_id = $3::bigint else l.id = $4::bigint end)
      order by l.id limit 1`,
    [patientId, quoteId, treatmentId, lineId ?? null],
  );
  const row = rows[0];
  return row && { ...row, price: numeric(row.price), discount: numeric(row.discount), reduce: numeric(row.reduce) };
}

/** The other sessions of a quote line on the sheets: how many of its teeth they realised and the part of its quoted amount they took. */
export async function earlierSessions(db: Queryable, quoteLineId: string, exceptLineId: string | null): Promise<EarlierSessions> {
  const [row] = await db.query<{ teeth: string; shared: string }>(
    `select coalesce(sum(cardinality(teeth)), 0)::text as teeth, coalesce(sum(coalesce(quote_share, amount)), 0)::text as shared
       from sheet_lines where quote_line_id = $1 and id is distinct from $2::bigint`,
    [quoteLineId, exceptLineId],
  );
  return { teeth: Number(row.teeth), shared: numeric(row.shared) };
}

/** What the other sheet lines of a quote line already did: the teeth they sent to a lab, and those with an implant follow-up. */
export async function quoteLineFollowUps(db: Queryable, quoteLineId: string, exceptLineId: string | null): Promise<{ labTeeth: string[]; implantTeeth: string[] }> {
  const [row] = await db.query<{ labTeeth: string[]; implantTeeth: string[] }>(
    `select coalesce((select array_agg(distinct tooth) from sheet_lines s join lab_consumptions c on c.id = s.lab_consumption_id, unnest(c.teeth) as tooth
                       where s.quote_line_id = $1 and s.id is distinct from $2::bigint), '{}') as "labTeeth",
            coalesce((select array_agg(distinct tooth) from sheet_lines s join implants i on i.sheet_line_id = s.id, unnest(i.teeth) as tooth
                       where s.quote_line_id = $1 and s.id is distinct from $2::bigint), '{}') as "implantTeeth"`,
    [quoteLineId, exceptLineId],
  );
  return row;
}

/** A laboratory's price for a treatment, or undefined when its list has none (or the lab does not exist: `exists` false). */
export async function labPrice(db: Queryable, labId: string, treatmentId: string): Promise<{ exists: boolean; price?: number }> {
  const rows = await db.query<{ price: string | null }>(
    `select (select lt.price::text from laboratory_treatments lt where lt.laboratory_id = l.id and lt.treatment_id = $2) as price
       from laboratories l where l.id = $1`,
    [labId, treatmentId],
  );
  if (!rows[0]) return { exists: false };
  return { exists: true, price: rows[0].price === null ? undefined : numeric(rows[0].price) };
}
