import { accountStatement, localDay, type AccountMovement, type MovementKind } from '@dental/domain';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { numeric } from '../../db/values';
import { currentUser, requireView } from '../../http/guards';
import { checkPatientAccess } from '../../http/patient-access';
import { ok } from '../../http/reply';
import { route } from '../../http/route';

interface MovementRow {
  date: string;
  kind: MovementKind;
  detail: string;
  amount: string;
  at: string;
}

/**
 * Every movement of a patient's balance, as the balance triggers count them (migration 003):
 * charges (consultations, done acts: the act as the sheet names it, else the treatment and its
 * teeth) on the day they were recorded (UTC, as the statistics read
 * created_at), and payments on their payment date — at the desk, or covered by the insurer, both
 * paid for the patient. Payments of 0 move nothing and are left out.
 */
async function patientMovements(db: Queryable, patientId: string): Promise<AccountMovement[]> {
  const rows = await db.query<MovementRow>(
    `select to_char((c.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as date, c.kind,
            case when c.kind = 'act' then coalesce(nullif(btrim(l.acte), ''), concat_ws(' ', t.name, nullif(array_to_string(l.teeth, ', '), ''))) else '' end as detail,
            c.amount::text as amount, api_iso(c.created_at) as at
       from charges c
       left join sheet_lines l on l.id = c.sheet_line_id
       left join quote_lines q on q.id = l.quote_line_id
       left join treatments t on t.id = q.treatment_id
      where c.patient_id = $1
     union all
     select to_char(p.payment_date, 'YYYY-MM-DD'), case when p.supported then 'insurance' else 'payment' end,
            coalesce(case when p.supported then a.name else m.name end, ''),
            p.amount::text, api_iso(p.created_at)
       from payments p
       left join payment_modes m on m.id = p.method_id
       left join insurance_invoices i on i.id = p.invoice_assur_id
       left join assurances a on a.id = coalesce(i.assurance_id, (select pa.assurance_id from patients pa where pa.id = p.patient_id))
      where p.patient_id = $1 and p.amount <> 0`,
    [patientId],
  );
  return rows.map((row) => ({ date: row.date, kind: row.kind, detail: row.detail, amount: numeric(row.amount), at: row.at }));
}

/**
 * GET patient/{id}/statement: the account statement (relevé de compte) of a patient the caller may
 * see (another doctor's patient is not found, as everywhere in the patient file). The figures are
 * `accountStatement` of @dental/domain; the closing balance of a period that reaches the last
 * movement is the patient's balance.
 */
export async function patientStatementRoutes(app: FastifyInstance) {
  route(app, 'patients.statement', { guard: requireView('PATIENTS'), queryAsForm: true }, async (request) => {
    const { id } = request.params;
    await checkPatientAccess(app.db, currentUser(request), id);
    const movements = await patientMovements(app.db, id);
    const { from, to } = request.query;
    const days = movements.map((movement) => movement.date).sort();
    const today = localDay();
    const last = days.length > 0 && days[days.length - 1] > today ? days[days.length - 1] : today;
    const statement = accountStatement(movements, { from: from ?? null, to: to ?? null });
    return ok({ ...statement, patient: id, from: from ?? days[0] ?? null, to: to ?? last });
  });
}
