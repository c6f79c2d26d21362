import type { z } from 'zod';
import { fieldWords, hasFieldWords } from './field-words';
import { fieldParam } from './message-params';
import { translateMessage } from './messages';
import { ROUTE_SCHEMAS } from './route-schemas';

type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; element?: z.ZodType; options?: z.ZodType[]; left?: z.ZodType; right?: z.ZodType };
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

/** Every field name a schema accepts, at any depth. */
function fieldsOf(schema: z.ZodType | undefined, into = new Set<string>()): Set<string> {
  const def = (schema as unknown as { _zod?: { def: Def } } | undefined)?._zod?.def;
  if (!def) return into;
  if (def.type === 'object') {
    for (const [name, field] of Object.entries(def.shape ?? {})) {
      into.add(name);
      fieldsOf(field, into);
    }
  } else if (WRAPPERS.has(def.type)) fieldsOf(def.innerType, into);
  else if (def.type === 'pipe') [def.in, def.out].forEach((part) => fieldsOf(part, into));
  else if (def.type === 'array') fieldsOf(def.element, into);
  else if (def.type === 'union') def.options?.forEach((option) => fieldsOf(option, into));
  else if (def.type === 'intersection') [def.left, def.right].forEach((part) => fieldsOf(part, into));
  return into;
}

test('every field of every call’s body and query, and of the money records the history shows, has words in fr, en and ar', () => {
  const fields = new Set<string>();
  for (const schemas of Object.values(ROUTE_SCHEMAS) as { body?: z.ZodType; query?: z.ZodType }[]) {
    fieldsOf(schemas.body, fields);
    fieldsOf(schemas.query, fields);
  }
  // The patient's money history names the fields of the records it shows (their answers).
  for (const route of ['payments.list', 'quotes.list', 'patientInvoices.get', 'sheets.list'] as const) fieldsOf(ROUTE_SCHEMAS[route].response as z.ZodType, fields);
  expect(fields.size).toBeGreaterThan(100);
  expect([...fields].filter((field) => !hasFieldWords(field))).toEqual([]);
});

test('a message names the field in words, with the line of a list counted from 1, never by its key', () => {
  expect(translateMessage('common.tooLong', 'fr', { field: fieldParam('name') })).toBe('Valeur trop longue : nom');
  expect(translateMessage('common.invalidField', 'en', { field: fieldParam('LineDevis.2.price') })).toBe('Invalid value: price (line 3)');
  expect(translateMessage('common.hiddenCharacters', 'ar', { field: fieldParam('acte.0') })).toContain('الإجراء (السطر 1)');
  expect(fieldWords('constructor', 'fr')).toBe('un champ');
  expect(fieldWords('somethingElse', 'en')).toBe('a field');
});
