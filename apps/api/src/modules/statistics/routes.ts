import type { FastifyInstance } from 'fastify';
import { periodOfRange, previousPeriod, takingsTotal, treatmentStatistics, type Period } from '@dental/domain';
import { ACTION } from '@dental/contracts';
import { audit } from '../../db/audit';
import { runReads } from '../../db/one-statement';
import { currentUser, requireAction, requireView, viewDenied, viewScopeOf } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { costsByDoctor, doctorsWithShares } from './cost-queries';
import { findClose, today } from './day-close-queries';
import { accountingOf, dateUnit, dayShares, insurersOf, paymentFigures } from './figures';
import { runKeptReads } from './kept-plan';
import { doctorsOfPayments, methodNames, paymentGroups, paymentLines, unapprovedIds } from './payment-queries';
import { checkNamedDoctor, FINANCE, statisticsDoctor, statisticsDoctorUnchecked } from './scope';
import { firstPaymentYear, treatmentActs } from './treatment-queries';

/**
 * What the payments tab reads of a period (`doctor` null: the whole clinic), in one statement: a
 * single day also reads its close, and a single day of one doctor the day's costs (the doctor and
 * cabinet rows).
 */
export function paymentsTabReads(period: Period, doctor: string | null, page: { offset: number; limit: number }) {
  const singleDay = period.from === period.to;
  return {
    groups: paymentGroups(period, doctor, dateUnit(period)),
    previousGroups: paymentGroups(previousPeriod(period), doctor, 'month'),
    methods: methodNames(),
    doctors: doctorsWithShares(doctor),
    lines: paymentLines(period, doctor, page),
    ids: unapprovedIds(period, doctor),
    close: singleDay ? findClose(period.from) : null,
    costs: singleDay && doctor !== null ? costsByDoctor(period, doctor) : null,
  };
}

/** The financial statistics (spec part 2 §2, §9): payments, accounting, treatments, and the years they offer. */
export async function statisticsRoutes(app: FastifyInstance) {
  const { db } = app;
  const guard = requireView(FINANCE);

  route(app, 'statistics.payments', { guard }, async (request) => {
    const { from, to, offset = 0, limit = 50 } = request.query;
    const doctor = statisticsDoctorUnchecked(request, request.query.doctor);
    const period = periodOfRange(from, to);
    const previous = previousPeriod(period);
    const singleDay = doctor !== null && from === to;
    const reads = paymentsTabReads(period, doctor, { offset, limit });
    // One doctor's day reads a few rows of each table: its statement's plan, the same for any day, is kept (PGlite).
    const { groups, previousGroups, methods, doctors, lines, ids, close, costs } = singleDay ? await runKeptReads(db, reads) : await runReads(db, reads);
    checkNamedDoctor(request.query.doctor, doctors);
    const names = { methods, doctors: new Map(doctors.map((one) => [one.id, one.username])) };
    const { lineCount, unapproved, ...figures } = paymentFigures(groups, period, names, doctor === null);
    return ok({
      from,
      to,
      doctor,
      lines,
      total: lineCount,
      offset,
      limit,
      ...figures,
      previous: { from: previous.from, to: previous.to, collected: takingsTotal(previousGroups) },
      unapproved: { ...unapproved, ids },
      dayShares: singleDay && costs && doctors[0] ? dayShares(accountingOf(groups, costs, doctors), doctors[0].percentage) : null,
      dayClose: close && { closedAt: close.at, closedBy: close.by },
    });
  });

  route(app, 'statistics.accounting', { guard }, async (request) => {
    const { from, to } = request.query;
    const doctor = statisticsDoctorUnchecked(request, request.query.doctor);
    const period = periodOfRange(from, to);
    const previous = previousPeriod(period);
    const read = await runReads(db, {
      doctors: doctorsWithShares(doctor),
      groups: paymentGroups(period, doctor, 'month'),
      costs: costsByDoctor(period, doctor),
      previousGroups: paymentGroups(previous, doctor, 'month'),
      previousCosts: costsByDoctor(previous, doctor),
    });
    const { doctors } = read;
    checkNamedDoctor(request.query.doctor, doctors);
    const current = { groups: read.groups, figures: accountingOf(read.groups, read.costs, doctors) };
    const before = { figures: accountingOf(read.previousGroups, read.previousCosts, doctors) };
    return ok({
      from,
      to,
      doctor,
      percentage: doctor === null ? null : (doctors[0]?.percentage ?? null),
      figures: current.figures,
      previous: { from: previous.from, to: previous.to, figures: before.figures },
      insurers: insurersOf(current.groups),
    });
  });

  /**
   * The whole clinic's "Valider les paiements": approves the listed payments of every doctor at
   * once. Each doctor of the list is checked as PUT payment/approve checks one (APPROUVER on
   * PAIEMENTS_PATIENTS; another doctor's payments need the global view of patients): one refused
   * doctor refuses the whole call, and nothing is approved. Unknown or already approved ids are
   * left out; each approval is audited.
   */
  route(app, 'statistics.approve', { guard: requireAction(ACTION.approve, 'PAIEMENTS_PATIENTS') }, async (request) => {
    const me = currentUser(request);
    const ids = [...new Set((request.body as { payments: string[] }).payments)];
    const doctorOf = await doctorsOfPayments(db, ids);
    const mayApproveAll = viewScopeOf(me, 'PATIENTS') === 'all';
    if (!mayApproveAll && [...doctorOf.values()].some((doctor) => doctor !== me.id)) throw viewDenied('PATIENTS');
    const approved = await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string; patient: string; doctor: string }>(
        `update payments set approved = true, updated_at = now()
          where id = any($1::bigint[]) and not approved and ($2::boolean or doctor_id = $3::bigint)
          returning id::text as id, patient_id::text as patient, doctor_id::text as doctor`,
        [ids, mayApproveAll, me.id],
      );
      for (const row of rows) await audit(tx, me, { patientId: row.patient, entity: 'payment', entityId: row.id, action: 'approve', before: { approved: false }, after: { approved: true } });
      return rows.map((row) => row.id).sort((a, b) => Number(a) - Number(b));
    });
    return ok({ approved });
  });

  route(app, 'statistics.treatments', { guard }, async (request) => {
    const { year } = request.query;
    const doctor = await statisticsDoctor(db, request, request.query.doctor);
    const rows = treatmentStatistics(await treatmentActs(db, year, doctor));
    // The totals: every row taken as one treatment by the same exact (integer-cent) function.
    const totals = treatmentStatistics(rows.map((row) => ({ treatment: '', teeth: row.nbs, acts: row.acts, amount: row.amount })))[0];
    return ok({
      year,
      doctor,
      rows: rows.map((row) => ({ treatment: row.treatment, name: row.treatment, nbs: row.nbs, acts: row.acts, amount: row.amount, percentage: row.percentage })),
      totals: { nbs: totals?.nbs ?? 0, acts: totals?.acts ?? 0, amount: totals?.amount ?? 0 },
    });
  });

  route(app, 'statistics.years', { guard }, async (request) => {
    await statisticsDoctor(db, request, request.query.doctor);
    const [day, first] = await Promise.all([today(db), firstPaymentYear(db)]);
    const current = Number(day.slice(0, 4));
    const start = Math.min(first ?? current, current);
    return ok({ years: Array.from({ length: current - start + 1 }, (_, index) => start + index), today: day });
  });
}
