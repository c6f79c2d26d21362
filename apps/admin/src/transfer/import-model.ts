import {
  IMPORT_FIELDS,
  REQUIRED_IMPORT_FIELDS,
  type AnyImportField,
  type ImportEncoding,
  type ImportFile,
  type ImportKind,
  type ImportSettings,
  type Language,
  type SavedMapping,
} from '@dental/contracts';

/** A field's column in the form: a name of its own at the top level, so that its message is the form's like any other. */
export type ColumnKey = `column-${AnyImportField}`;
export const columnKey = (field: AnyImportField): ColumnKey => `column-${field}`;

/**
 * The import form's values: how to read the file, and each field's column as its select holds it
 * (the column's index as text, '' for none).
 */
export type ImportFormValues = {
  encoding: ImportEncoding;
  /** The XLSX sheet's name ('' for a CSV). */
  sheet: string;
  doctor: string;
  /** YYYY-MM-DD, '' for today. */
  balanceDate: string;
} & Partial<Record<ColumnKey, string>>;

/** The form's column of `field` ('' for none). */
const columnOf = (values: ImportFormValues, field: AnyImportField): string => values[columnKey(field)] ?? '';

/** The fields of a kind, in the order the mapping shows them. */
export const fieldsOf = (kind: ImportKind): readonly AnyImportField[] => IMPORT_FIELDS[kind];

export const isRequired = (kind: ImportKind, field: AnyImportField): boolean => (REQUIRED_IMPORT_FIELDS[kind] as readonly string[]).includes(field);

/** Kinds whose rows may name no doctor: the import's default doctor is theirs. */
export const takesDefaultDoctor = (kind: ImportKind): boolean => kind !== 'treatments';

/** Only patients carry an opening balance ("Solde repris"), dated by the import. */
export const takesBalanceDate = (kind: ImportKind): boolean => kind === 'patients';

/** The fields whose previewed values are amounts in MRU. */
const MONEY_FIELDS: readonly AnyImportField[] = ['openingBalance', 'price'];
export const isMoneyField = (field: AnyImportField): boolean => MONEY_FIELDS.includes(field);

/** The form as the uploaded file suggests it: its encoding and sheet, and the mapping found from its header. */
export function formValuesOf(kind: ImportKind, file: ImportFile): ImportFormValues {
  return {
    encoding: file.encoding,
    sheet: file.sheet ?? file.sheets[0] ?? '',
    doctor: '',
    balanceDate: '',
    ...Object.fromEntries(fieldsOf(kind).map((field) => [columnKey(field), file.mapping[field] == null ? '' : String(file.mapping[field])])),
  };
}

/** What the dry run and the import are sent: the same settings for both. */
export function settingsOf(kind: ImportKind, values: ImportFormValues): ImportSettings {
  return {
    encoding: values.encoding,
    sheet: values.sheet || null,
    doctor: takesDefaultDoctor(kind) && values.doctor ? values.doctor : null,
    balanceDate: takesBalanceDate(kind) && values.balanceDate ? values.balanceDate : null,
    mapping: Object.fromEntries(fieldsOf(kind).map((field) => [field, columnOf(values, field) ? Number(columnOf(values, field)) : null])),
  };
}

/** A mapping to keep: each mapped field's header text, so that the next file of the same shape finds its columns wherever they are. */
export function columnsToSave(kind: ImportKind, values: ImportFormValues, headers: readonly string[]): Record<string, string> {
  const mapped = fieldsOf(kind).flatMap((field) => {
    const header = columnOf(values, field) ? headers[Number(columnOf(values, field))] : undefined;
    return header ? [[field, header] as const] : [];
  });
  return Object.fromEntries(mapped);
}

const sameHeader = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** A saved mapping applied to this file's header: each field takes the column of the same text; `missing` counts the texts not found. */
export function columnsOfSaved(kind: ImportKind, saved: SavedMapping, headers: readonly string[]): { columns: Partial<Record<AnyImportField, string>>; missing: number } {
  let missing = 0;
  const columns = Object.fromEntries(
    fieldsOf(kind).map((field) => {
      const text = saved.columns[field];
      if (!text) return [field, ''];
      const index = headers.findIndex((header) => sameHeader(header, text));
      if (index < 0) missing += 1;
      return [field, index < 0 ? '' : String(index)];
    }),
  );
  return { columns, missing };
}

/** A count as the language groups its digits ("4 730"), Latin digits. */
export function formatCount(count: number, language: Language): string {
  return new Intl.NumberFormat(`${language}-u-nu-latn`).format(count);
}
