import type { FastifyInstance } from 'fastify';
import { periodOfRange, previousPeriod, takingsTotal, treatmentStatistics, type Period } from '@dental/domain';
import { requireView } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { costsByDoctor, doctorsWithShares } from './cost-queries';
import { findClose, today } from './day-close-queries';
import { accountingOf, dateUnit, dayShares, insurersOf, paymentFigures } from './figures';
import { methodNames, paymentGroups, paymentLines, unapprovedIds } from './payment-queries';
import { FINANCE, statisticsDoctor } from './scope';
import { firstPaymentYear, treatmentActs } from './treatment-queries';

/** The financial statistics (spec part 2 §2, §9): payments, accounting, treatments, and the years they offer. */
export async function statisticsRoutes(app: FastifyInstance) {
  const { db } = app;
  const guard = requireView(FINANCE);

  route(app, 'statistics.payments', { guard }, async (request) => {
    const { from, to, offset = 0, limit = 50 } = request.query;
    const doctor = await statisticsDoctor(db, request, request.query.doctor);
    const period = periodOfRange(from, to);
    const previous = previousPeriod(period);
    const [groups, previousGroups, methods, doctors, lines, ids, close] = await Promise.all([
      paymentGroups(db, period, doctor, dateUnit(period)),
      paymentGroups(db, previous, doctor, 'month'),
      methodNames(db),
      doctorsWithShares(db, doctor),
      paymentLines(db, period, doctor, { offset, limit }),
      unapprovedIds(db, period, doctor),
      from === to ? findClose(db, from) : null,
    ]);
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
      dayShares: doctor !== null && from === to && doctors[0] ? dayShares(figures.collected, doctors[0].percentage) : null,
      dayClose: close && { closedAt: close.at, closedBy: close.by },
    });
  });

  route(app, 'statistics.accounting', { guard }, async (request) => {
    const { from, to } = request.query;
    const doctor = await statisticsDoctor(db, request, request.query.doctor);
    const doctors = await doctorsWithShares(db, doctor);
    const figuresOf = async (period: Period) => {
      const [groups, costs] = await Promise.all([paymentGroups(db, period, doctor, 'month'), costsByDoctor(db, period, doctor)]);
      return { groups, figures: accountingOf(groups, costs, doctors) };
    };
    const period = periodOfRange(from, to);
    const previous = previousPeriod(period);
    const [current, before] = await Promise.all([figuresOf(period), figuresOf(previous)]);
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
