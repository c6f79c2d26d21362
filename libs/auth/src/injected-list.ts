import type { Reducer } from '@reduxjs/toolkit';
import { createListSlice, initialListState, type ListState } from './list-slice';
import { rootReducer, type RootState } from './store';

/**
 * A module's own data list: created, injected into the shared store when the module loads, with a
 * selector that reads the initial state until the first action reaches it.
 */
export function createInjectedListSlice<T, Arg = void, Name extends string = string>(
  name: Name,
  fetchList: (arg: Arg) => Promise<T[]>,
) {
  const list = createListSlice<T, Arg, Name>(name, fetchList);
  // inject's types only accept names known at compile time; a generic name needs the plain signature.
  const inject = rootReducer.inject as unknown as (slice: { reducerPath: string; reducer: Reducer }) => void;
  inject(list.slice);
  const empty: ListState<T> = initialListState<T>();
  const select = (state: RootState): ListState<T> =>
    (state as RootState & Partial<Record<Name, ListState<T>>>)[name] ?? empty;
  return { ...list, actions: list.slice.actions, select };
}
