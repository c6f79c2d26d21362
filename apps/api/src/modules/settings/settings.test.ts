import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MODULE_NAMES, translateMessage, type ClinicSettings, type RemoteModuleEntry } from '@dental/contracts';
import { call, createLimitedUser, loginAdmin, startTestApp, type Session, type TestApp } from '../../test/helpers';

type Key = Parameters<typeof translateMessage>[0];
const fr = (key: Key) => translateMessage(key, 'fr');

describe('settings and module registry', () => {
  let t: TestApp;
  let admin: Session;
  let staff: Session;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await loginAdmin(t.app);
    staff = await createLimitedUser(t.app, admin.token, 'staff', [['AFFICHER', 'PATIENTS']]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the settings without a token', async () => {
    const response = await call<{ success: ClinicSettings }>(t.app, 'GET', '/api/setting');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: { clinicName: 'Cabinet Dentaire', clinicNameAr: '', mainColor: '#00b894', logo: null, openingHours: '09:00-13:00, 16:00-21:00', consultationPrice: 500, address: '', phone: '', publicAddress: '' },
    });
  });

  it('lets developers change some fields and keeps the others', async () => {
    const logo = `data:image/png;base64,${Buffer.from('fake png').toString('base64')}`;
    const response = await call<{ success: ClinicSettings }>(t.app, 'PUT', '/api/setting', {
      token: admin.token,
      body: { clinicName: ' Clinique du Port ', mainColor: '#1E90FF', logo },
    });
    expect(response.status).toBe(200);
    expect(response.body.success).toEqual({
      clinicName: 'Clinique du Port',
      clinicNameAr: '',
      mainColor: '#1E90FF',
      logo,
      openingHours: '09:00-13:00, 16:00-21:00',
      consultationPrice: 500,
      address: '',
      phone: '',
      publicAddress: '',
    });

    const hours = await call<{ success: ClinicSettings }>(t.app, 'PUT', '/api/setting', {
      token: admin.token,
      body: { openingHours: '08:00-14:00', logo: null },
    });
    expect(hours.body.success).toEqual({ clinicName: 'Clinique du Port', clinicNameAr: '', mainColor: '#1E90FF', logo: null, openingHours: '08:00-14:00', consultationPrice: 500, address: '', phone: '', publicAddress: '' });

    const price = await call<{ success: ClinicSettings }>(t.app, 'PUT', '/api/setting', { token: admin.token, body: { consultationPrice: 750.5 } });
    expect(price.body.success).toEqual({ ...hours.body.success, consultationPrice: 750.5 });
    const free = await call<{ success: ClinicSettings }>(t.app, 'PUT', '/api/setting', { token: admin.token, body: { consultationPrice: 0 } });
    expect(free.body.success.consultationPrice).toBe(0);
    const back = await call<{ success: ClinicSettings }>(t.app, 'PUT', '/api/setting', { token: admin.token, body: { consultationPrice: 500 } });
    expect(back.body.success.consultationPrice).toBe(500);

    for (const url of ['https://cdn.example.com/logo.svg', '/assets/logo.png']) {
      const ok = await call<{ success: ClinicSettings }>(t.app, 'PUT', '/api/setting', { token: admin.token, body: { logo: url } });
      expect(ok.body.success.logo).toBe(url);
    }
    const located = await call<{ success: ClinicSettings }>(t.app, 'PUT', '/api/setting', {
      token: admin.token,
      body: { address: ' Tevragh Zeina, îlot K 12, Nouakchott ', phone: '+222 45 25 30 30' },
    });
    expect(located.body.success).toEqual({ ...back.body.success, logo: '/assets/logo.png', address: 'Tevragh Zeina, îlot K 12, Nouakchott', phone: '+222 45 25 30 30' });
    const kept = await call<{ success: ClinicSettings }>(t.app, 'PUT', '/api/setting', { token: admin.token, body: { clinicName: 'Clinique du Port' } });
    expect(kept.body.success).toMatchObject({ address: 'Tevragh Zeina, îlot K 12, Nouakchott', phone: '+222 45 25 30 30' });
    const cleared = await call<{ success: ClinicSettings }>(t.app, 'PUT', '/api/setting', { token: admin.token, body: { address: '', phone: ' ' } });
    expect(cleared.body.success).toMatchObject({ address: '', phone: '', publicAddress: '' });
    const publicView = await call<{ success: ClinicSettings }>(t.app, 'GET', '/api/setting');
    expect(publicView.body.success.clinicName).toBe('Clinique du Port');
  });

  it('keeps the name as Arabic writes it beside the name, and removes it with an empty text', async () => {
    const named = await call<{ success: ClinicSettings }>(t.app, 'PUT', '/api/setting', { token: admin.token, body: { clinicNameAr: ' عيادة الميناء ' } });
    expect(named.body.success).toMatchObject({ clinicName: 'Clinique du Port', clinicNameAr: 'عيادة الميناء' });
    const kept = await call<{ success: ClinicSettings }>(t.app, 'PUT', '/api/setting', { token: admin.token, body: { openingHours: '08:00-14:00' } });
    expect(kept.body.success.clinicNameAr).toBe('عيادة الميناء');
    const removed = await call<{ success: ClinicSettings }>(t.app, 'PUT', '/api/setting', { token: admin.token, body: { clinicNameAr: '' } });
    expect(removed.body.success.clinicNameAr).toBe('');
  });

  it('validates the settings', async () => {
    const cases: [unknown, Key[]][] = [
      [{ mainColor: 'green' }, ['setting.mainColorInvalid']],
      [{ mainColor: '#12345' }, ['setting.mainColorInvalid']],
      [{ clinicName: '', mainColor: 12 }, ['setting.clinicNameRequired', 'setting.mainColorInvalid']],
      [{ logo: 'javascript:alert(1)' }, ['setting.logoInvalid']],
      [{ logo: '//evil.example.com/x.png' }, ['setting.logoInvalid']],
      [{ logo: `data:image/png;base64,${'A'.repeat(600 * 1024)}` }, ['setting.logoInvalid']],
      [{ openingHours: '  ' }, ['setting.openingHoursRequired']],
      [{ consultationPrice: -1 }, ['setting.consultationPriceInvalid']],
      [{ consultationPrice: 10.005 }, ['setting.consultationPriceInvalid']],
      [{ consultationPrice: '500' }, ['setting.consultationPriceInvalid']],
      [{ consultationPrice: null }, ['setting.consultationPriceInvalid']],
      [{ consultationPrice: 5e-324 }, ['setting.consultationPriceInvalid']],
      [{ address: 12 }, ['setting.addressInvalid']],
      [{ clinicNameAr: 12 }, ['setting.clinicNameArInvalid']],
      [{ phone: '45 25 30 30 poste 2' }, ['setting.phoneInvalid']],
      [{ phone: null }, ['setting.phoneInvalid']],
    ];
    for (const [body, keys] of cases) {
      const response = await call(t.app, 'PUT', '/api/setting', { token: admin.token, body });
      expect({ status: response.status, answer: response.body }).toEqual({ status: 300, answer: { formErrors: keys.map(fr) } });
    }
    const arabic = await call(t.app, 'PUT', '/api/setting', { token: admin.token, body: { mainColor: 'red' }, lang: 'ar' });
    expect(arabic.body).toEqual({ formErrors: [translateMessage('setting.mainColorInvalid', 'ar')] });
    const arabicPrice = await call(t.app, 'PUT', '/api/setting', { token: admin.token, body: { consultationPrice: -5 }, lang: 'ar' });
    expect(arabicPrice.body).toEqual({ formErrors: [translateMessage('setting.consultationPriceInvalid', 'ar')] });
  });

  it('refuses settings changes to non-developers', async () => {
    const response = await call(t.app, 'PUT', '/api/setting', { token: staff.token, body: { clinicName: 'Mine' } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ err: fr('auth.devOnly') });
  });

  it('serves the registry to any signed-in user', async () => {
    const response = await call<{ success: RemoteModuleEntry[] }>(t.app, 'GET', '/api/registry', { token: staff.token });
    expect(response.status).toBe(200);
    expect(response.body.success).toEqual(MODULE_NAMES.map((name) => ({ name, url: `/modules/${name}/mf-manifest.json`, canary: null })));
    expect((await call(t.app, 'GET', '/api/registry')).status).toBe(401);
  });

  it('lets developers set a canary build and remove it', async () => {
    const canary = { url: 'https://cdn.example.com/patients/2.0.0/mf-manifest.json', percent: 25 };
    const set = await call<{ success: RemoteModuleEntry }>(t.app, 'PUT', '/api/registry/patients', {
      token: admin.token,
      body: { url: '/modules/patients/mf-manifest.json', canary },
    });
    expect(set.status).toBe(200);
    expect(set.body.success).toEqual({ name: 'patients', url: '/modules/patients/mf-manifest.json', canary });
    const listed = await call<{ success: RemoteModuleEntry[] }>(t.app, 'GET', '/api/registry', { token: staff.token });
    expect(listed.body.success.find((e) => e.name === 'patients')!.canary).toEqual(canary);

    const cleared = await call<{ success: RemoteModuleEntry }>(t.app, 'PUT', '/api/registry/patients', {
      token: admin.token,
      body: { url: 'https://cdn.example.com/patients/1.0.0/mf-manifest.json', canary: null },
    });
    expect(cleared.body.success).toEqual({ name: 'patients', url: 'https://cdn.example.com/patients/1.0.0/mf-manifest.json', canary: null });
  });

  it('validates registry entries and names', async () => {
    const cases: [unknown, Key[]][] = [
      [{}, ['registry.urlInvalid']],
      [{ url: 'ftp://x/y' }, ['registry.urlInvalid']],
      [{ url: '/ok.json', canary: { url: '/c.json', percent: 101 } }, ['registry.percentInvalid']],
      [{ url: '/ok.json', canary: { url: 'nope', percent: 1.5 } }, ['registry.urlInvalid', 'registry.percentInvalid']],
    ];
    for (const [body, keys] of cases) {
      const response = await call(t.app, 'PUT', '/api/registry/admin', { token: admin.token, body });
      expect({ status: response.status, answer: response.body }).toEqual({ status: 300, answer: { formErrors: keys.map(fr) } });
    }
    const unknown = await call(t.app, 'PUT', '/api/registry/unknown', { token: admin.token, body: { url: '/x.json' } });
    expect(unknown.status).toBe(404);
    const denied = await call(t.app, 'PUT', '/api/registry/admin', { token: staff.token, body: { url: '/x.json' } });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ err: fr('auth.devOnly') });
  });
});
