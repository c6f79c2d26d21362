import { CONSENT_TEMPLATE_MAX_LENGTH, type ConsentTemplate } from '@dental/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { requireDev } from '../../http/guards';
import { ok } from '../../http/reply';
import { route } from '../../http/route';

/** The product's consent form, until the administrator writes the clinic's own; placeholders from CONSENT_PLACEHOLDERS. */
export const DEFAULT_CONSENT_TEMPLATE: ConsentTemplate = {
  fr: [
    '{clinique}',
    '',
    'Consentement éclairé aux soins',
    '',
    "Je soussigné(e) {patient} déclare avoir été informé(e) par le Dr {medecin} de la nature de l'acte suivant : {acte},",
    'de son déroulement, de ses bénéfices, de ses risques et des autres traitements possibles.',
    "J'ai pu poser toutes mes questions et j'ai reçu des réponses claires.",
    "Je donne mon consentement libre et éclairé à la réalisation de cet acte.",
    '',
    'Fait le {date}',
    '',
    'Signature du patient :                              Signature du médecin :',
  ].join('\n'),
  ar: [
    '{clinique}',
    '',
    'موافقة مستنيرة على العلاج',
    '',
    'أنا الموقع(ة) أدناه {patient} أقر بأن الطبيب(ة) {medecin} قد أعلمني بطبيعة الإجراء التالي: {acte}،',
    'وبكيفية إجرائه وفوائده ومخاطره والعلاجات الأخرى الممكنة.',
    'تمكنت من طرح جميع أسئلتي وتلقيت أجوبة واضحة.',
    'أعطي موافقتي الحرة والمستنيرة على إجراء هذا العلاج.',
    '',
    'حرر في {date}',
    '',
    'توقيع المريض:                              توقيع الطبيب:',
  ].join('\n'),
};

async function consentTemplate(db: Queryable): Promise<ConsentTemplate & { defaults: boolean }> {
  const [row] = await db.query<{ fr: string | null; ar: string | null }>(`select consent_template->>'fr' as fr, consent_template->>'ar' as ar from settings where id = 1`);
  if (!row?.fr || !row.ar) return { ...DEFAULT_CONSENT_TEMPLATE, defaults: true };
  return { fr: row.fr, ar: row.ar, defaults: false };
}

/** The consent form's template: read by whoever prints it, written by the administrator (as the clinic's settings). */
export async function consentTemplateRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, 'consentTemplate.get', {}, async () => ok(await consentTemplate(db)));

  route(app, 'consentTemplate.update', { guard: requireDev(), limits: { maxLengths: { fr: CONSENT_TEMPLATE_MAX_LENGTH, ar: CONSENT_TEMPLATE_MAX_LENGTH } } }, async (request) => {
    const { fr, ar } = request.body;
    await db.query(`update settings set consent_template = jsonb_build_object('fr', $1::text, 'ar', $2::text), updated_at = now() where id = 1`, [fr, ar]);
    return ok(await consentTemplate(db));
  });
}
