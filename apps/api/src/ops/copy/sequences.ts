import type { Queryable } from '../../db/types';
import { qualified, readSequenceNames } from './catalog';

export interface SequenceState {
  name: string;
  /** As text: a bigint may exceed JavaScript's exact integers. */
  lastValue: string;
  isCalled: boolean;
}

/** The state of every sequence of schema public. */
export async function readSequences(db: Queryable): Promise<SequenceState[]> {
  const states: SequenceState[] = [];
  for (const name of await readSequenceNames(db)) {
    const [row] = await db.query<{ last_value: string; is_called: boolean }>(`select last_value::text as last_value, is_called from ${qualified(name)}`);
    states.push({ name, lastValue: row.last_value, isCalled: row.is_called });
  }
  return states;
}

/** Gives the target's sequences the source's states: the next value drawn is the source's next. */
export async function applySequences(tx: Queryable, states: readonly SequenceState[]): Promise<void> {
  for (const state of states) {
    await tx.query('select setval($1::regclass, $2::bigint, $3::boolean)', [qualified(state.name), state.lastValue, state.isCalled]);
  }
}

/** The value the next nextval() of a sequence returns. */
export function nextValue(state: SequenceState): string {
  return state.isCalled ? String(BigInt(state.lastValue) + 1n) : state.lastValue;
}
