import type { z } from 'zod';

/**
 * Where a request names a patient or a doctor (spec part 2 §6: whose data it is), read from the
 * route table's schemas: so a new route's fields are found without anybody listing them.
 */
export type Named = 'patient' | 'doctor';

/** A path into a body or query: field names, with '*' for every element of a list. */
export type FieldPath = string[];

export interface NamedField {
  kind: Named;
  path: FieldPath;
}

const NAMED: Record<string, Named> = { patient: 'patient', doctor: 'doctor' };

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  out?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every field of the schema named `patient` or `doctor`, at any depth. */
export function namedFields(schema: z.ZodType | undefined, prefix: FieldPath = []): NamedField[] {
  if (!schema) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([name, field]) => {
        // A doctor *profile* (the users' `doctor: {cabinet, percentage}`) names nobody.
        const here = NAMED[name] && !isObject(field) ? [{ kind: NAMED[name], path: [...prefix, name] }] : [];
        return [...here, ...namedFields(field, [...prefix, name])];
      });
    case 'array':
      return namedFields(def.element, [...prefix, '*']);
    case 'union':
      return dedupe((def.options ?? []).flatMap((option) => namedFields(option, prefix)));
    case 'intersection':
      return dedupe([...namedFields(def.left, prefix), ...namedFields(def.right, prefix)]);
    case 'pipe':
      return dedupe([...namedFields(def.in, prefix), ...namedFields(def.out, prefix)]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return namedFields(def.innerType, prefix);
    default:
      return [];
  }
}

/** Whether the schema, under its wrappers, is an object. */
function isObject(schema: z.ZodType | undefined): boolean {
  if (!schema) return false;
  const def = defOf(schema);
  if (def.type === 'object') return true;
  if (def.type === 'pipe') return isObject(def.in) || isObject(def.out);
  return def.innerType !== undefined && isObject(def.innerType);
}

function dedupe(fields: NamedField[]): NamedField[] {
  const seen = new Map(fields.map((field) => [`${field.kind}:${field.path.join('.')}`, field]));
  return [...seen.values()];
}

/** A copy of `value` with `path` set to `to` (a list where the field holds a list); absent fields are added. */
export function withField(value: unknown, path: FieldPath, to: (current: unknown) => unknown): unknown {
  if (path.length === 0) return to(value);
  const [head, ...rest] = path;
  if (head === '*') return Array.isArray(value) ? value.map((item) => withField(item, rest, to)) : value;
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  if (rest[0] === '*' && !Array.isArray(record[head])) return value;
  return { ...record, [head]: withField(record[head], rest, to) };
}
