import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { isViewDenied } from '@dental/contracts';
import { problemMessages } from '@dental/api-client';

export interface ListState<T> {
  items: T[];
  loading: boolean;
  error: string[];
  /** An answer has arrived at least once: an empty list now means "none", not "not read yet". */
  loaded: boolean;
}

export function initialListState<T>(): ListState<T> {
  return { items: [], loading: false, error: [], loaded: false };
}

/** The action matchers of an RTK Query endpoint, what a mirror follows. */
interface EndpointMatchers<T> {
  matchPending: (action: UnknownAction) => boolean;
  matchFulfilled: (action: UnknownAction) => action is UnknownAction & { payload: T[] };
  matchRejected: (action: UnknownAction) => action is UnknownAction & { payload?: unknown; error: unknown; meta: { condition: boolean } };
}

/**
 * A persisted copy of one list endpoint of the shared API (spec part 1 §9 keeps login, roles,
 * permissions and users across reloads). It follows the endpoint as spec part 1 §4 describes a
 * list: a request sets loading and clears errors, success stores the list, failure stores the
 * messages, and a view-denied failure (AFFICHER…) also empties it. A write that invalidates the
 * endpoint's tags refreshes the copy with it.
 */
export function createMirrorSlice<T, Name extends string = string>(name: Name, endpoint: EndpointMatchers<T>) {
  const slice = createSlice({
    name: name as Name,
    initialState: initialListState<T>(),
    reducers: {
      set(state, action: PayloadAction<T[]>) {
        (state as ListState<T>).items = action.payload;
      },
    },
    extraReducers: (builder) => {
      builder
        .addMatcher(endpoint.matchPending, (state) => {
          state.loading = true;
          state.error = [];
        })
        .addMatcher(endpoint.matchFulfilled, (state, action) => {
          state.loading = false;
          state.loaded = true;
          (state as ListState<T>).items = action.payload;
        })
        .addMatcher(endpoint.matchRejected, (state, action) => {
          // A request skipped because the same one is under way changes nothing.
          if (action.meta.condition) return;
          state.loading = false;
          state.loaded = true;
          state.error = problemMessages(action.payload ?? action.error);
          if (isViewDenied(state.error[0])) state.items = [];
        });
    },
  });
  return { slice };
}
