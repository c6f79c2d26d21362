import { SETTINGS_LOGO_MAX_LENGTH } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import { requireDev } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';
import { getSettings, updateSettings } from './queries';

export async function settingRoutes(app: FastifyInstance) {
  const { db } = app;

  /** Public: the login screen shows the clinic's name, colour and logo before anyone signs in. */
  route(app, 'settings.get', { public: true }, async () => ok(await getSettings(db)));

  route(app, 'settings.update', { guard: requireDev(), limits: { maxLengths: { logo: SETTINGS_LOGO_MAX_LENGTH, openingHours: 500 } } }, async (request) => {
    await updateSettings(db, request.body);
    return ok(await getSettings(db));
  });
}
