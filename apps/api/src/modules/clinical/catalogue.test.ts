import { describe, expect, it } from '@jest/globals';
import { ACTION, BUILT_IN_CONDITIONS, CONSENT_PLACEHOLDERS, type ConditionType, type ConsentTemplate } from '@dental/contracts';
import { ar, call, createLimitedUser, fr, useAdminApp } from '../../test/helpers';
import { createDoctor } from '../../test/patients';
import { doctorWithPatient } from '../../test/patient-file';

type TypeAnswer = { success: ConditionType };
type ConsentAnswer = { success: ConsentTemplate & { defaults: boolean } };

describe("the conditions' catalogue and the consent template", () => {
  const { t, admin } = useAdminApp();
  const list = async (token: string) => (await call<{ success: ConditionType[] }>(t.app, 'GET', '/api/clinical/conditionType', { token })).body.success;
  const create = (body: Record<string, unknown>, token = admin.token) => call<TypeAnswer>(t.app, 'POST', '/api/clinical/conditionType', { token, body });

  it('lists the built-in conditions, by code and without labels, to any signed-in user', async () => {
    const nobody = await createLimitedUser(t.app, admin.token, 'no.rights', []);
    const types = await list(nobody.token);
    expect(types.map((type) => type.code)).toEqual([...BUILT_IN_CONDITIONS]);
    expect(types.every((type) => type.label === '' && /^#[0-9a-f]{6}$/.test(type.colour))).toBe(true);
  });

  it('adds, renames and deletes a condition of its own, with the rights on the treatments', async () => {
    const added = await create({ label: 'Fêlure', labelEn: 'Crack', labelAr: 'شرخ', colour: '#AA3300', symbol: 'line' });
    expect(added.status).toBe(200);
    expect(added.body.success).toMatchObject({ code: null, label: 'Fêlure', labelEn: 'Crack', labelAr: 'شرخ', colour: '#aa3300', symbol: 'line' });
    const id = added.body.success._id;
    expect((await list(admin.token)).at(-1)?._id).toBe(id);

    const again = await create({ label: ' fêlure ', colour: '#000000', symbol: 'dot' });
    expect(again).toMatchObject({ status: 300, body: { formErrors: [fr('clinical.conditionLabelExists')] } });

    const renamed = await call<TypeAnswer>(t.app, 'PUT', `/api/clinical/conditionType/${id}`, { token: admin.token, body: { label: 'Fissure', colour: '#112233', symbol: 'wave' } });
    expect(renamed.body.success).toMatchObject({ label: 'Fissure', labelEn: '', colour: '#112233', symbol: 'wave' });

    const doctor = await createDoctor(t.app, admin.token, 'dr.catalogue');
    expect((await create({ label: 'Usure', colour: '#000000', symbol: 'dot' }, doctor.token)).status).toBe(403);
    expect((await call(t.app, 'DELETE', `/api/clinical/conditionType/${id}`, { token: doctor.token })).status).toBe(403);
    const editor = await createLimitedUser(t.app, admin.token, 'catalogue.editor', [[ACTION.remove, 'TRAITEMENTS']]);
    const removed = await call<TypeAnswer>(t.app, 'DELETE', `/api/clinical/conditionType/${id}`, { token: editor.token });
    expect(removed.body.success).toMatchObject({ _id: id, label: 'Fissure' });
    expect((await list(admin.token)).some((type) => type._id === id)).toBe(false);
    expect((await call(t.app, 'DELETE', `/api/clinical/conditionType/${id}`, { token: admin.token })).status).toBe(404);
  });

  it('restyles a built-in condition but keeps its name, and never deletes it', async () => {
    const carie = (await list(admin.token)).find((type) => type.code === 'carie') as ConditionType;
    const restyled = await call<TypeAnswer>(t.app, 'PUT', `/api/clinical/conditionType/${carie._id}`, { token: admin.token, body: { label: 'Autre nom', colour: '#ff0000', symbol: 'ring' } });
    expect(restyled.body.success).toMatchObject({ code: 'carie', label: '', colour: '#ff0000', symbol: 'ring' });
    const refused = await call(t.app, 'DELETE', `/api/clinical/conditionType/${carie._id}`, { token: admin.token, lang: 'ar' });
    expect(refused).toMatchObject({ status: 409, body: { err: ar('clinical.builtInCondition') } });
  });

  it('does not delete a condition recorded on a tooth', async () => {
    const { patient } = await doctorWithPatient(t.app, admin.token, 'dr.catalogue.used');
    const used = (await create({ label: 'Abrasion', colour: '#445566', symbol: 'bar' })).body.success;
    const recorded = await call(t.app, 'POST', '/api/clinical/condition', { token: admin.token, body: { patient, teeth: ['16'], type: used._id, date: '2025-03-01' } });
    expect(recorded.status).toBe(200);
    expect(await call(t.app, 'DELETE', `/api/clinical/conditionType/${used._id}`, { token: admin.token })).toMatchObject({ status: 409, body: { err: fr('clinical.conditionTypeInUse') } });
  });

  it('refuses a bad colour, symbol or empty name with its message', async () => {
    const refused = await create({ label: '  ', colour: 'red', symbol: 'star' });
    expect(refused).toMatchObject({ status: 300, body: { formErrors: [fr('clinical.conditionLabelRequired'), fr('clinical.colourInvalid'), fr('clinical.symbolInvalid')] } });
  });

  it('answers the product consent template until the administrator writes the clinic’s own', async () => {
    const doctor = await createDoctor(t.app, admin.token, 'dr.consent');
    const product = (await call<ConsentAnswer>(t.app, 'GET', '/api/setting/consent', { token: doctor.token })).body.success;
    expect(product.defaults).toBe(true);
    for (const placeholder of CONSENT_PLACEHOLDERS) expect([product.fr.includes(placeholder), product.ar.includes(placeholder)]).toEqual([true, true]);

    const own = { fr: 'Consentement de {patient} pour {acte}, le {date}.', ar: 'موافقة {patient} على {acte} بتاريخ {date}.' };
    expect((await call(t.app, 'PUT', '/api/setting/consent', { token: doctor.token, body: own })).status).toBe(403);
    const saved = await call<ConsentAnswer>(t.app, 'PUT', '/api/setting/consent', { token: admin.token, body: own });
    expect(saved.body.success).toEqual({ ...own, defaults: false });
    expect((await call<ConsentAnswer>(t.app, 'GET', '/api/setting/consent', { token: doctor.token })).body.success).toEqual({ ...own, defaults: false });
    const empty = await call(t.app, 'PUT', '/api/setting/consent', { token: admin.token, body: { fr: ' ', ar: '' } });
    expect(empty).toMatchObject({ status: 300, body: { formErrors: [fr('consent.templateEmptyFr'), fr('consent.templateEmptyAr')] } });
  });
});
