import { describe, expect, it } from '@jest/globals';
import { ar, call, fr, useAdminApp } from './test/helpers';

/** A phone is a phone number everywhere (issue 36): users, suppliers and laboratories as patients. */
describe('phones', () => {
  const { t, admin } = useAdminApp();

  it('refuses letters in the phone of a user, a supplier and a laboratory, in the user’s language, and saves nothing', async () => {
    const roles = await call<{ success: { _id: string }[] }>(t.app, 'GET', '/api/role', { token: admin.token });
    const user = await call(t.app, 'POST', '/api/user', {
      token: admin.token,
      body: { username: 'phone.letters', phone: '36ab12', password: 'long-password', doctor: null, roles: [roles.body.success[0]._id] },
    });
    expect(user.body).toEqual({ formErrors: [fr('common.phoneInvalid')] });
    const supplier = await call(t.app, 'POST', '/api/supplier', { token: admin.token, body: { name: 'Lettres SARL', phone: '36ab12' }, lang: 'ar' });
    expect(supplier.body).toEqual({ formErrors: [ar('common.phoneInvalid')] });
    const lab = await call(t.app, 'POST', '/api/laboratory', { token: admin.token, body: { name: 'Labo Lettres', phone: '36ab12' } });
    expect(lab.body).toEqual({ formErrors: [fr('common.phoneInvalid')] });
    const [{ count }] = await t.db.query<{ count: number }>(
      `select ((select count(*) from users where username = 'phone.letters') + (select count(*) from suppliers where name = 'Lettres SARL')
              + (select count(*) from laboratories where name = 'Labo Lettres'))::int as count`,
    );
    expect(count).toBe(0);
    // A number as people type it is taken, and a laboratory may have none.
    expect((await call(t.app, 'POST', '/api/laboratory', { token: admin.token, body: { name: 'Labo Chiffres', phone: '+222 36 11 22 33' } })).status).toBe(200);
    expect((await call(t.app, 'POST', '/api/laboratory', { token: admin.token, body: { name: 'Labo Sans', phone: '' } })).status).toBe(200);
  });
});
