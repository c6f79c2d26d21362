import { SETTINGS_LOGO_MAX_LENGTH } from '@dental/contracts';
import { settingsUpdateSchema } from '@dental/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { requireDev } from '../../http/guards';
import { ok } from '../../http/reply';
import { validate } from '../../http/validate';
import { getSettings, updateSettings } from './queries';

export async function settingRoutes(app: FastifyInstance) {
  const { db } = app;

  /** Public: the login screen shows the clinic's name, colour and logo before anyone signs in. */
  app.get('/setting', { config: { public: true } }, async () => ok(await getSettings(db)));

  app.put('/setting', { preHandler: requireDev() }, async (request) => {
    const input = validate(settingsUpdateSchema, request.body, { maxLengths: { logo: SETTINGS_LOGO_MAX_LENGTH, openingHours: 500 } });
    await updateSettings(db, input);
    return ok(await getSettings(db));
  });
}
