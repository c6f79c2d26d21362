import { describe, expect, it } from '@jest/globals';
import { ROUTE_SCHEMAS } from '@dental/contracts/schemas';
import { ApiError, FormError } from './errors';
import { RequestCheck, serializerCompiler, validatorCompiler } from './route';

const serialize = (schema: unknown) => serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('answers through the route table’s response schemas', () => {
  const user = { _id: '1', username: 'admin', phone: '1', roles: ['2'], doctor: null, dev: true, active: true, createdAt: 'c', updatedAt: 'u' };

  it('drops every field the schema does not name: a password hash never leaves', () => {
    const out = JSON.parse(serialize(ROUTE_SCHEMAS['users.list'].response)({ success: [{ ...user, password_hash: '$argon2id$…', passwordHash: 'x', sessionId: 's' }] }));
    expect(out).toEqual({ success: [user] });
    const summary = JSON.parse(serialize(ROUTE_SCHEMAS['users.specific'].response)({ success: { ...user, password_hash: 'x' } }));
    expect(summary).toEqual({ success: { _id: '1', username: 'admin', doctor: null } });
  });

  it('refuses to send an answer the schema does not describe (a 500, never a wrong shape)', () => {
    expect(() => serialize(ROUTE_SCHEMAS['users.create'].response)({ success: undefined })).toThrow();
  });
});

describe('request parts through the route table’s schemas', () => {
  const compile = (check: RequestCheck) => validatorCompiler({ schema: check, method: 'POST', url: '/x', httpPart: 'body' }) as (data: unknown) => { value?: unknown; error?: unknown };

  it('hands over what the check parsed, or its error as it is', () => {
    expect(compile(new RequestCheck((input) => ({ ...(input as object), parsed: true })))({ a: 1 })).toEqual({ value: { a: 1, parsed: true } });
    const form = new FormError(['common.invalidBody']);
    expect(compile(new RequestCheck(() => { throw form; }))({}).error).toBe(form);
    const invalid = new ApiError(400, 'common.invalidId');
    expect(compile(new RequestCheck(() => { throw invalid; }))({}).error).toBe(invalid);
  });

  it('refuses a schema that is not a RequestCheck: every API route is registered with route()', () => {
    expect(() => validatorCompiler({ schema: { type: 'object' }, method: 'GET', url: '/x', httpPart: 'body' })).toThrow(/route\(\)/);
  });
});
