import { createAsyncThunk, createSlice, type Reducer } from '@reduxjs/toolkit';
import { isViewDenied } from '@dental/contracts';
import { failureMessages } from '@dental/api-client';
import { rootReducer, type RootState } from '@dental/auth';

/** One page of a server-paged list: the items from `offset`, and how many match in all (maybe an estimate). */
export interface Page<T> {
  items: T[];
  total: number;
  /** The server estimated `total` rather than counting (a long list). */
  totalEstimated?: true;
  offset: number;
  limit: number;
}

/** Any query; its `offset` and `limit`, when present, are the paging. */
type PagedQuery = object;

/**
 * A paged list as spec part 1 §4 describes lists (a request sets loading and clears errors, success
 * stores, failure stores the errors, a view-denied failure empties it), loaded page after page.
 * `key` names the query without its paging: a new key starts a new list.
 */
export interface PagedListState<T> {
  key: string | null;
  items: T[];
  total: number;
  /** `total` is the server's estimate. */
  totalEstimated: boolean;
  loading: boolean;
  loadingMore: boolean;
  error: string[];
  loaded: boolean;
  /** The request whose answer the list waits for; older answers are dropped. */
  requestId: string | null;
  moreRequestId: string | null;
}

export function initialPagedState<T>(): PagedListState<T> {
  return { key: null, items: [], total: 0, totalEstimated: false, loading: false, loadingMore: false, error: [], loaded: false, requestId: null, moreRequestId: null };
}

/** The query's identity: everything but the paging. */
export function pagedKey(query: PagedQuery): string {
  const rest: Record<string, unknown> = { ...query };
  delete rest.offset;
  delete rest.limit;
  return JSON.stringify(Object.keys(rest).sort().map((name) => [name, rest[name]]));
}

export interface PageRequest<Q> {
  query: Q;
  /** Add the page after what is shown instead of replacing the list. */
  append?: boolean;
}

/**
 * A module's own paged list, injected into the shared store when the module loads (the paged
 * sibling of createInjectedListSlice). Answers arriving out of order never overwrite newer ones.
 */
export function createInjectedPageSlice<T extends { _id: string }, Q extends PagedQuery, Name extends string = string>(
  name: Name,
  fetchPage: (query: Q) => Promise<Page<T>>,
) {
  const fetch = createAsyncThunk<Page<T>, PageRequest<Q>, { rejectValue: string[] }>(`${name}/fetchPage`, async ({ query }, { rejectWithValue }) => {
    try {
      return await fetchPage(query);
    } catch (error) {
      return rejectWithValue(failureMessages(error));
    }
  });

  const slice = createSlice({
    name: name as Name,
    initialState: initialPagedState<T>(),
    reducers: {
      clearErrors(state) {
        state.error = [];
      },
      reset: () => initialPagedState<T>(),
    },
    extraReducers: (builder) => {
      builder
        .addCase(fetch.pending, (state, action) => {
          const { query, append } = action.meta.arg;
          const key = pagedKey(query);
          if (append) {
            if (key !== state.key) return;
            state.loadingMore = true;
            state.moreRequestId = action.meta.requestId;
            return;
          }
          if (key !== state.key) {
            state.items = [];
            state.total = 0;
            state.totalEstimated = false;
            state.loaded = false;
          }
          state.key = key;
          state.loading = true;
          state.error = [];
          state.requestId = action.meta.requestId;
          // A page asked for under the previous answer would not follow the new one.
          state.loadingMore = false;
          state.moreRequestId = null;
        })
        .addCase(fetch.fulfilled, (state, action) => {
          const page = action.payload;
          if (action.meta.arg.append) {
            if (action.meta.requestId !== state.moreRequestId) return;
            state.loadingMore = false;
            state.moreRequestId = null;
            const known = new Set(state.items.map((item) => item._id));
            (state.items as T[]).push(...page.items.filter((item) => !known.has(item._id)));
            state.total = page.total;
            state.totalEstimated = page.totalEstimated === true;
            return;
          }
          if (action.meta.requestId !== state.requestId) return;
          state.loading = false;
          state.loaded = true;
          state.requestId = null;
          (state as PagedListState<T>).items = page.items;
          state.total = page.total;
          state.totalEstimated = page.totalEstimated === true;
        })
        .addCase(fetch.rejected, (state, action) => {
          const own = action.meta.arg.append ? state.moreRequestId : state.requestId;
          if (action.meta.requestId !== own) return;
          if (action.meta.arg.append) {
            state.loadingMore = false;
            state.moreRequestId = null;
          } else {
            state.loading = false;
            state.loaded = true;
            state.requestId = null;
          }
          state.error = action.payload ?? [action.error.message ?? 'error'];
          if (isViewDenied(state.error[0])) {
            state.items = [];
            state.total = 0;
            state.totalEstimated = false;
          }
        });
    },
  });

  // inject's types only accept names known at compile time; a generic name needs the plain signature.
  const inject = rootReducer.inject as unknown as (slice: { reducerPath: string; reducer: Reducer }) => void;
  inject(slice);
  const empty = initialPagedState<T>();
  const select = (state: RootState): PagedListState<T> =>
    (state as RootState & Partial<Record<Name, PagedListState<T>>>)[name] ?? empty;
  return { slice, fetch, actions: slice.actions, select };
}
