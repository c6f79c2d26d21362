import { ACTION } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../../http/errors';
import { currentUser, requireAction, requireView } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { listImplants } from '../laboratories/work-queries';
import { checkDoctorScope, listDoctor } from '../../http/doctor-scope';

const IMPLANTS = 'IMPLANTS';

/**
 * The implants to follow up (spec part 2 §2, IMPLANTS): a doctor's implants (the caller's with
 * AFFICHER, any doctor's with AFFICHER_GLOBAL), and their finish — an empty-body update that sets
 * isSetAppointment; an implant is finished once (409 after).
 */
export async function implantRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'implants.list', { guard: requireView(IMPLANTS) }, async (request) => {
    const me = currentUser(request);
    const { doctor, finish } = request.query;
    return ok(await listImplants(db, { doctorId: await listDoctor(db, me, IMPLANTS, doctor), finish }));
  });

  route(app, 'implants.finish', { guard: requireAction(ACTION.edit, IMPLANTS) }, async (request) => {
    const me = currentUser(request);
    const { id } = request.params;
    const [implant] = await listImplants(db, { id });
    if (!implant) throw notFound();
    checkDoctorScope(me, IMPLANTS, implant.doctor);
    const rows = await db.query('update implants set is_set_appointment = true, updated_at = now() where id = $1 and not is_set_appointment returning id', [id]);
    if (rows.length === 0) {
      if (implant.isSetAppointment || (await db.query('select 1 from implants where id = $1', [id])).length > 0) throw new ApiError(409, 'implant.alreadyFinished');
      throw notFound();
    }
    return ok((await listImplants(db, { id }))[0]);
  });
}
