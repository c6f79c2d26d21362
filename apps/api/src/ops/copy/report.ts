import { nextValue } from './sequences';
import { REGISTRATION_SEQUENCE, type DatabaseSummary } from './summary';

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

export function count(n: number): string {
  return n.toLocaleString('en-US');
}

function verdict(same: boolean): string {
  return same ? 'same' : 'DIFFERENT';
}

/** The registration number as people read it (patient_reg_no_text: 4 digits at least). */
export function registrationText(value: string): string {
  return value.padStart(4, '0');
}

/** The check printed after a copy: the source's figures beside the target's, line by line. */
export function checkReport(source: DatabaseSummary, target: DatabaseSummary): string[] {
  const lines = ['Check (source → target):', `  ${'table'.padEnd(28)}${'source'.padStart(10)}${'target'.padStart(10)}  content`];
  const copies = new Map(target.tables.map((table) => [table.name, table]));
  for (const table of source.tables) {
    const copy = copies.get(table.name);
    const rows = copy?.rows ?? 0;
    lines.push(`  ${table.name.padEnd(28)}${count(table.rows).padStart(10)}${count(rows).padStart(10)}  ${verdict(copy?.content === table.content && rows === table.rows)}`);
  }
  const a = source.balances;
  const b = target.balances;
  lines.push(
    `  patient balances: ${count(a.patients)} patients, sum ${a.sum} → ${count(b.patients)} patients, sum ${b.sum}; per patient ${verdict(a.checksum === b.checksum)}`,
  );
  const registration = (summary: DatabaseSummary) => {
    const state = summary.sequences.find((sequence) => sequence.name === REGISTRATION_SEQUENCE);
    return state ? registrationText(nextValue(state)) : '—';
  };
  lines.push(`  next registration number: ${registration(source)} → ${registration(target)}; ${verdict(registration(source) === registration(target))}`);
  for (const [i, item] of source.numbering.entries()) {
    const copy = target.numbering[i];
    const same = copy.owners === item.owners && copy.highest === item.highest && copy.checksum === item.checksum;
    const side = (summary: typeof item) => `${count(summary.owners)} ${summary.per}s, highest ${summary.highest}`;
    lines.push(`  ${item.label} numbers per ${item.per} (next = their highest + 1): ${side(item)} → ${side(copy)}; each ${verdict(same)}`);
  }
  const sequences = new Map(target.sequences.map((sequence) => [sequence.name, sequence]));
  const sequencesSame = source.sequences.every((s) => sequences.get(s.name)?.lastValue === s.lastValue && sequences.get(s.name)?.isCalled === s.isCalled);
  lines.push(`  sequences: ${source.sequences.length} → ${target.sequences.length}; values ${verdict(sequencesSame)}`);
  return lines;
}
