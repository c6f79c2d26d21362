import { describe, expect, it } from '@jest/globals';
import { collectionParam, rightParam, translateMessage, TREATMENT_TYPES, type Assurance, type MessageKey, type Treatment } from '@dental/contracts';
import { ar, call, createLimitedUser, fr, useAdminApp } from '../../test/helpers';

describe('treatments', () => {
  const { t, admin } = useAdminApp();

  const catalogue = async () => (await call<{ success: Treatment[] }>(t.app, 'GET', '/api/treatment', { token: admin.token })).body.success;
  const insurerList = async (assuranceId: string) =>
    (await call<{ success: Treatment[] }>(t.app, 'GET', `/api/assurance/${assuranceId}/treatments`, { token: admin.token })).body.success;
  const newInsurer = async (name: string) => {
    const response = await call<{ success: Assurance }>(t.app, 'POST', '/api/assurance', { token: admin.token, body: { name, cons_price: 1000 } });
    if (response.status !== 200) throw new Error(`assurance ${name}: ${response.raw}`);
    return response.body.success._id;
  };
  const post = (body: unknown, lang?: string) => call<{ success: Treatment }>(t.app, 'POST', '/api/treatment', { token: admin.token, body, lang });

  describe('the cabinet catalogue', () => {
    it('creates treatments of every type and lists them by type (tab order) then name', async () => {
      const created = await post({ name: ' Couronne ', price: 15000, type: 'prothese' });
      expect(created.status).toBe(200);
      expect(created.body.success).toEqual({
        _id: expect.stringMatching(/^\d+$/),
        name: 'Couronne',
        type: 'prothese',
        price: 15000,
        assurance: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: expect.any(String),
      });
      for (const [name, type, price] of [
        ['Surfaçage', 'gencive', 4000],
        ['Pulpotomie', 'pediatre', 2500],
        ['Bain de bouche', 'bouche', 0],
        ['Composite', 'conservative', 3000.5],
        ['Implant titane', 'implant', 999_999_999.99],
        ['Extraction', 'soins', 1500],
        ['Detartrage', 'soins', 0.1],
        ['Bridge', 'prothese', 30000],
      ] as const) {
        const response = await post({ name, type, price });
        expect({ name, status: response.status }).toEqual({ name, status: 200 });
        expect(response.body.success.price).toBe(price);
      }
      const listed = await catalogue();
      expect(listed.map((x) => `${x.type}:${x.name}`)).toEqual([
        'soins:Detartrage',
        'soins:Extraction',
        'prothese:Bridge',
        'prothese:Couronne',
        'gencive:Surfaçage',
        'implant:Implant titane',
        'pediatre:Pulpotomie',
        'bouche:Bain de bouche',
        'conservative:Composite',
      ]);
      expect(new Set(listed.map((x) => x.type))).toEqual(new Set(TREATMENT_TYPES));
      expect(listed.every((x) => x.assurance === null && typeof x.price === 'number')).toBe(true);
    });

    it('validates name, type and price, in French and in Arabic', async () => {
      const cases: [unknown, MessageKey[]][] = [
        [{}, ['treatment.nameRequired', 'treatment.typeRequired', 'treatment.priceRequired']],
        [{ name: '  ', type: 'soins', price: 10 }, ['treatment.nameRequired']],
        [{ name: 'Laser', price: 10 }, ['treatment.typeRequired']],
        [{ name: 'Laser', type: '', price: 10 }, ['treatment.typeRequired']],
        [{ name: 'Laser', type: 'laser', price: 10 }, ['treatment.typeInvalid']],
        [{ name: 'Laser', type: 'SOINS', price: 10 }, ['treatment.typeInvalid']],
        [{ name: 'Laser', type: 'soins' }, ['treatment.priceRequired']],
        [{ name: 'Laser', type: 'soins', price: null }, ['treatment.priceRequired']],
        [{ name: 'Laser', type: 'soins', price: '' }, ['treatment.priceRequired']],
        [{ name: 'Laser', type: 'soins', price: '100' }, ['treatment.priceInvalid']],
        [{ name: 'Laser', type: 'soins', price: -5 }, ['treatment.priceInvalid']],
        [{ name: 'Laser', type: 'soins', price: 10.123 }, ['treatment.priceInvalid']],
        [{ name: 'Laser', type: 'soins', price: 1.005 }, ['treatment.priceInvalid']],
        [{ name: 'Laser', type: 'soins', price: 5e-324 }, ['treatment.priceInvalid']],
        [{ name: 'Laser', type: 'soins', price: true }, ['treatment.priceInvalid']],
        [{ name: 'Laser', type: 'soins', price: [10] }, ['treatment.priceInvalid']],
        [{ name: 'couronne', type: 'soins', price: 10 }, ['treatment.exists']],
        [{ name: 'COURONNE', type: 'prothese', price: 10 }, ['treatment.exists']],
        [{ name: 'Laser', type: 'soins', price: 10, assurance: 'abc' }, ['common.invalidId']],
      ];
      for (const [body, keys] of cases) {
        const inFrench = await post(body);
        expect({ body, status: inFrench.status, answer: inFrench.body }).toEqual({ body, status: 300, answer: { formErrors: keys.map((k) => fr(k)) } });
        const inArabic = await post(body, 'ar');
        expect({ body, answer: inArabic.body }).toEqual({ body, answer: { formErrors: keys.map((k) => ar(k)) } });
      }
      expect((await catalogue()).map((x) => x.name)).not.toContain('Laser');
    });

    it('reports "already exists" when simultaneous creations race past the pre-check', async () => {
      const responses = await Promise.all(['Inlay', 'INLAY', 'inlay', 'InLay'].map((name) => post({ name, type: 'conservative', price: 100 })));
      expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
      for (const response of responses.filter((r) => r.status !== 200)) {
        expect(response.status).toBe(300);
        expect(response.body).toEqual({ formErrors: [fr('treatment.exists')] });
      }
    });

    it('edits a treatment; a clash with another name of the catalogue is "already exists"', async () => {
      const bridge = (await catalogue()).find((x) => x.name === 'Bridge')!;
      const edited = await call<{ success: Treatment }>(t.app, 'PUT', `/api/treatment/${bridge._id}`, {
        token: admin.token,
        body: { name: 'Bridge 3 éléments', price: 45000.25, type: 'prothese' },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.success).toMatchObject({ _id: bridge._id, name: 'Bridge 3 éléments', price: 45000.25, type: 'prothese', assurance: null });
      const sameName = await call(t.app, 'PUT', `/api/treatment/${bridge._id}`, {
        token: admin.token,
        body: { name: 'BRIDGE 3 éléments', price: 45000.25, type: 'prothese', assurance: null },
      });
      expect(sameName.status).toBe(200);
      const clash = await call(t.app, 'PUT', `/api/treatment/${bridge._id}`, { token: admin.token, body: { name: 'extraction', price: 1, type: 'soins' }, lang: 'ar' });
      expect(clash.status).toBe(300);
      expect(clash.body).toEqual({ formErrors: [ar('treatment.exists')] });
      const invalid = await call(t.app, 'PUT', `/api/treatment/${bridge._id}`, { token: admin.token, body: { name: 'Bridge', price: -1, type: 'x' } });
      expect(invalid.body).toEqual({ formErrors: [fr('treatment.typeInvalid'), fr('treatment.priceInvalid')] });
      const missing = await call(t.app, 'PUT', '/api/treatment/876543', { token: admin.token, body: { name: 'x', price: 1, type: 'soins' } });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ err: fr('common.notFound') });
    });

    it('deletes a treatment', async () => {
      const pulpotomie = (await catalogue()).find((x) => x.name === 'Pulpotomie')!;
      const deleted = await call<{ success: Treatment }>(t.app, 'DELETE', `/api/treatment/${pulpotomie._id}`, { token: admin.token });
      expect(deleted.status).toBe(200);
      expect(deleted.body.success).toEqual(pulpotomie);
      expect((await catalogue()).map((x) => x.name)).not.toContain('Pulpotomie');
      const again = await call(t.app, 'DELETE', `/api/treatment/${pulpotomie._id}`, { token: admin.token });
      expect(again.status).toBe(404);
    });
  });

  describe("an insurer's treatments", () => {
    it('creates them through POST treatment with assurance and through the insurer path, apart from the catalogue', async () => {
      const cnam = await newInsurer('CNAM');
      const viaTreatment = await post({ name: 'Couronne', price: 12000, type: 'prothese', assurance: cnam });
      expect(viaTreatment.status).toBe(200);
      expect(viaTreatment.body.success).toMatchObject({ name: 'Couronne', price: 12000, type: 'prothese', assurance: cnam });
      const viaPath = await call<{ success: Treatment }>(t.app, 'POST', `/api/assurance/${cnam}/treatments`, {
        token: admin.token,
        // The spec's payload also names the insurer; the path decides.
        body: { name: 'Detartrage', price: 0.2, type: 'soins', assurance: '999999' },
      });
      expect(viaPath.status).toBe(200);
      expect(viaPath.body.success).toMatchObject({ name: 'Detartrage', price: 0.2, type: 'soins', assurance: cnam });

      expect((await insurerList(cnam)).map((x) => `${x.type}:${x.name}:${x.price}`)).toEqual(['soins:Detartrage:0.2', 'prothese:Couronne:12000']);
      const cabinet = await catalogue();
      expect(cabinet.find((x) => x.name === 'Couronne')!.price).toBe(15000);
      expect(cabinet.every((x) => x.assurance === null)).toBe(true);

      // The same name is allowed for another insurer.
      const snim = await newInsurer('SNIM');
      const other = await call(t.app, 'POST', `/api/assurance/${snim}/treatments`, { token: admin.token, body: { name: 'couronne', price: 1, type: 'prothese' } });
      expect(other.status).toBe(200);
      expect(await insurerList(snim)).toHaveLength(1);
    });

    it('reports a duplicate in one insurer\'s list as "already insured", in French and in Arabic', async () => {
      const cnam = (await call<{ success: Assurance[] }>(t.app, 'GET', '/api/assurance', { token: admin.token })).body.success.find((a) => a.name === 'CNAM')!._id;
      const viaPath = await call(t.app, 'POST', `/api/assurance/${cnam}/treatments`, { token: admin.token, body: { name: 'COURONNE', price: 1, type: 'soins' } });
      expect(viaPath.status).toBe(300);
      expect(viaPath.body).toEqual({ formErrors: [fr('treatment.alreadyInsured')] });
      const viaTreatment = await post({ name: 'detartrage', price: 1, type: 'soins', assurance: cnam }, 'ar');
      expect(viaTreatment.status).toBe(300);
      expect(viaTreatment.body).toEqual({ formErrors: [ar('treatment.alreadyInsured')] });
      const invalid = await call(t.app, 'POST', `/api/assurance/${cnam}/treatments`, { token: admin.token, body: { name: '', price: '5', type: 'x' }, lang: 'ar' });
      expect(invalid.body).toEqual({ formErrors: [ar('treatment.nameRequired'), ar('treatment.typeInvalid'), ar('treatment.priceInvalid')] });

      const raced = await Promise.all(
        ['Facette', 'FACETTE', 'facette'].map((name) =>
          call(t.app, 'POST', `/api/assurance/${cnam}/treatments`, { token: admin.token, body: { name, price: 100, type: 'prothese' } }),
        ),
      );
      expect(raced.filter((r) => r.status === 200)).toHaveLength(1);
      for (const response of raced.filter((r) => r.status !== 200)) expect(response.body).toEqual({ formErrors: [fr('treatment.alreadyInsured')] });
    });

    it('edits and deletes them only through their own insurer', async () => {
      const insurers = (await call<{ success: Assurance[] }>(t.app, 'GET', '/api/assurance', { token: admin.token })).body.success;
      const cnam = insurers.find((a) => a.name === 'CNAM')!._id;
      const snim = insurers.find((a) => a.name === 'SNIM')!._id;
      const couronne = (await insurerList(cnam)).find((x) => x.name === 'Couronne')!;

      const edited = await call<{ success: Treatment }>(t.app, 'PUT', `/api/assurance/${cnam}/treatments/${couronne._id}`, {
        token: admin.token,
        body: { name: 'Couronne céramique', price: 13000.75, type: 'prothese' },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.success).toMatchObject({ _id: couronne._id, name: 'Couronne céramique', price: 13000.75, assurance: cnam });

      const viaTreatment = await call<{ success: Treatment }>(t.app, 'PUT', `/api/treatment/${couronne._id}`, {
        token: admin.token,
        body: { name: 'Couronne', price: 13000, type: 'prothese', assurance: cnam },
      });
      expect(viaTreatment.status).toBe(200);
      expect(viaTreatment.body.success).toMatchObject({ name: 'Couronne', assurance: cnam });
      const withoutInsurer = await call(t.app, 'PUT', `/api/treatment/${couronne._id}`, { token: admin.token, body: { name: 'Couronne', price: 1, type: 'prothese' } });
      expect(withoutInsurer.status).toBe(200);

      const clash = await call(t.app, 'PUT', `/api/assurance/${cnam}/treatments/${couronne._id}`, {
        token: admin.token,
        body: { name: 'DETARTRAGE', price: 1, type: 'soins' },
      });
      expect(clash.body).toEqual({ formErrors: [fr('treatment.alreadyInsured')] });

      const notFound = { status: 404, body: { err: fr('common.notFound') } };
      const cabinetTreatment = (await catalogue())[0];
      for (const [method, url, body] of [
        ['PUT', `/api/assurance/${snim}/treatments/${couronne._id}`, { name: 'x', price: 1, type: 'soins' }],
        ['DELETE', `/api/assurance/${snim}/treatments/${couronne._id}`, undefined],
        ['PUT', `/api/assurance/${cnam}/treatments/${cabinetTreatment._id}`, { name: 'x', price: 1, type: 'soins' }],
        ['DELETE', `/api/assurance/${cnam}/treatments/${cabinetTreatment._id}`, undefined],
        ['PUT', `/api/assurance/${cnam}/treatments/765432`, { name: 'x', price: 1, type: 'soins' }],
        ['PUT', `/api/assurance/765432/treatments/${couronne._id}`, { name: 'x', price: 1, type: 'soins' }],
        ['DELETE', `/api/assurance/765432/treatments/${couronne._id}`, undefined],
        ['GET', '/api/assurance/765432/treatments', undefined],
        ['POST', '/api/assurance/765432/treatments', { name: 'x', price: 1, type: 'soins' }],
        ['PUT', `/api/treatment/${couronne._id}`, { name: 'x', price: 1, type: 'soins', assurance: snim }],
        ['PUT', `/api/treatment/${couronne._id}`, { name: 'x', price: 1, type: 'soins', assurance: null }],
        ['PUT', `/api/treatment/${cabinetTreatment._id}`, { name: 'x', price: 1, type: 'soins', assurance: cnam }],
      ] as const) {
        const response = await call(t.app, method, url, { token: admin.token, body });
        expect({ method, url, body, status: response.status, answer: response.body }).toEqual({ method, url, body, status: notFound.status, answer: notFound.body });
      }
      const unknownInsurer = await post({ name: 'Orpheline', price: 1, type: 'soins', assurance: '765432' });
      expect(unknownInsurer.status).toBe(404);
      expect((await insurerList(cnam)).find((x) => x._id === couronne._id)!.name).toBe('Couronne');

      const deleted = await call<{ success: Treatment }>(t.app, 'DELETE', `/api/assurance/${cnam}/treatments/${couronne._id}`, { token: admin.token });
      expect(deleted.status).toBe(200);
      expect(deleted.body.success._id).toBe(couronne._id);
      expect((await insurerList(cnam)).map((x) => x.name)).not.toContain('Couronne');
    });
  });

  it('never answers 5xx to hostile input; malformed ids are 400', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      { name: ['x'], price: { $gt: 0 }, type: ['soins'] },
      { name: 'x', price: Number.MAX_VALUE, type: 'soins' },
      { name: 'x', price: 1, type: "soins' or '1'='1" },
      { name: 'x'.repeat(5000), price: 1, type: 'soins' },
    ];
    // Only POST/PUT treatment read `assurance` (the insurer path names the insurer).
    const insurerBodies: unknown[] = [
      { name: 'x', price: 1, type: 'soins', assurance: 12 },
      { name: 'x', price: 1, type: 'soins', assurance: '99999999999999999999' },
      { name: 'x', price: 1, type: 'soins', assurance: '1 or 1=1' },
      { name: 'x', price: 1, type: 'soins', assurance: ['1'] },
    ];
    const cnam = (await call<{ success: Assurance[] }>(t.app, 'GET', '/api/assurance', { token: admin.token })).body.success[0]._id;
    const someTreatment = (await catalogue())[0]._id;
    const someInsurerTreatment = (await insurerList(cnam))[0]._id;
    for (const [method, url, readsInsurer] of [
      ['POST', '/api/treatment', true],
      ['PUT', `/api/treatment/${someTreatment}`, true],
      ['POST', `/api/assurance/${cnam}/treatments`, false],
      ['PUT', `/api/assurance/${cnam}/treatments/${someInsurerTreatment}`, false],
    ] as const) {
      for (const body of readsInsurer ? [...bodies, ...insurerBodies] : bodies) {
        const response = await call(t.app, method, url, { token: admin.token, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        expect({ url, body, serverError: response.status >= 500 }).toEqual({ url, body, serverError: false });
        expect({ url, body, status: response.status }).toEqual({ url, body, status: 300 });
      }
    }
    expect(await t.db.query("select 1 from treatments where name like 'x%'")).toEqual([]);

    // A name that looks like SQL is only a name.
    const sqlish = "x'); drop table treatments; --";
    const stored = await post({ name: sqlish, price: 1, type: 'soins' });
    expect(stored.status).toBe(200);
    expect(stored.body.success.name).toBe(sqlish);
    expect((await catalogue()).map((x) => x.name)).toContain(sqlish);
    expect((await call(t.app, 'DELETE', `/api/treatment/${stored.body.success._id}`, { token: admin.token })).status).toBe(200);

    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999', "1'%20or%20'1'='1", '1%3Bdrop%20table%20treatments']) {
      for (const [method, url] of [
        ['PUT', `/api/treatment/${id}`],
        ['DELETE', `/api/treatment/${id}`],
        ['GET', `/api/assurance/${id}/treatments`],
        ['POST', `/api/assurance/${id}/treatments`],
        ['PUT', `/api/assurance/${cnam}/treatments/${id}`],
        ['DELETE', `/api/assurance/${id}/treatments/${someTreatment}`],
      ] as const) {
        const response = await call(t.app, method, url, { token: admin.token, body: method === 'PUT' || method === 'POST' ? { name: 'Valid', price: 1, type: 'soins' } : undefined });
        expect({ url, status: response.status, body: response.body }).toEqual({ url, status: 400, body: { err: fr('common.invalidId') } });
      }
    }
  });

  it('checks view and each action on TRAITEMENTS', async () => {
    const cnam = (await call<{ success: Assurance[] }>(t.app, 'GET', '/api/assurance', { token: admin.token })).body.success.find((a) => a.name === 'CNAM')!._id;
    const outsider = await createLimitedUser(t.app, admin.token, 'outsider', [['AFFICHER', 'ASSURANCES'], ['AJOUTER', 'ASSURANCES']]);
    for (const url of ['/api/treatment', `/api/assurance/${cnam}/treatments`]) {
      const denied = await call<{ err: string }>(t.app, 'GET', url, { token: outsider.token, lang: 'ar' });
      expect(denied.status).toBe(403);
      expect(denied.body.err.startsWith('AFFICHER')).toBe(true);
      expect(denied.body).toEqual({ err: translateMessage('auth.viewDenied', 'ar', { collection: collectionParam('TRAITEMENTS') }) });
    }

    const viewer = await createLimitedUser(t.app, admin.token, 'treatment-viewer', [['AFFICHER_GLOBAL', 'TRAITEMENTS'], ['MODIFIER', 'TRAITEMENTS']]);
    expect((await call(t.app, 'GET', '/api/treatment', { token: viewer.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/assurance/${cnam}/treatments`, { token: viewer.token })).status).toBe(200);
    const extraction = (await catalogue()).find((x) => x.name === 'Extraction')!;
    const cnamTreatment = (await insurerList(cnam))[0];
    const denied = (action: string) => ({ status: 403, body: { err: fr('auth.actionDenied', { right: rightParam(action, 'TRAITEMENTS') }) } });
    for (const [method, url, body, action] of [
      ['POST', '/api/treatment', { name: 'Nouveau', price: 1, type: 'soins' }, 'AJOUTER'],
      ['POST', `/api/assurance/${cnam}/treatments`, { name: 'Nouveau', price: 1, type: 'soins' }, 'AJOUTER'],
      ['DELETE', `/api/treatment/${extraction._id}`, undefined, 'SUPPRIMER'],
      ['DELETE', `/api/assurance/${cnam}/treatments/${cnamTreatment._id}`, undefined, 'SUPPRIMER'],
    ] as const) {
      const response = await call(t.app, method, url, { token: viewer.token, body });
      expect({ url, status: response.status, body: response.body }).toEqual({ url, ...denied(action) });
    }
    const edit = await call(t.app, 'PUT', `/api/treatment/${extraction._id}`, { token: viewer.token, body: { name: 'Extraction', price: 1600, type: 'soins' } });
    expect(edit.status).toBe(200);
    const editInsurer = await call(t.app, 'PUT', `/api/assurance/${cnam}/treatments/${cnamTreatment._id}`, {
      token: viewer.token,
      body: { name: cnamTreatment.name, price: 1, type: cnamTreatment.type },
    });
    expect(editInsurer.status).toBe(200);
    const outsiderEdit = await call(t.app, 'PUT', `/api/treatment/${extraction._id}`, { token: outsider.token, body: { name: 'Extraction', price: 1, type: 'soins' } });
    expect(outsiderEdit.body).toEqual(denied('MODIFIER').body);
    expect((await catalogue()).find((x) => x.name === 'Extraction')!.price).toBe(1600);
  });
});
