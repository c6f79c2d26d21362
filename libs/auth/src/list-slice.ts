import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isViewDenied } from '@dental/contracts';
import { failureMessages } from '@dental/api-client';

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

/**
 * A data list as spec part 1 §4 describes it: a request sets loading and clears errors, success
 * stores the list, failure stores the errors, and a view-denied failure (AFFICHER…) also empties it.
 */
export function createListSlice<T, Arg = void, Name extends string = string>(name: Name, fetchList: (arg: Arg) => Promise<T[]>) {
  const fetch = createAsyncThunk<T[], Arg, { rejectValue: string[] }>(`${name}/fetch`, async (arg, { rejectWithValue }) => {
    try {
      return await fetchList(arg);
    } catch (error) {
      return rejectWithValue(failureMessages(error));
    }
  });

  const slice = createSlice({
    name: name as Name,
    initialState: initialListState<T>(),
    reducers: {
      clearErrors(state) {
        state.error = [];
      },
      reset: () => initialListState<T>(),
      set(state, action: PayloadAction<T[]>) {
        (state as ListState<T>).items = action.payload;
      },
    },
    extraReducers: (builder) => {
      builder
        .addCase(fetch.pending, (state) => {
          state.loading = true;
          state.error = [];
        })
        .addCase(fetch.fulfilled, (state, action) => {
          state.loading = false;
          state.loaded = true;
          (state as ListState<T>).items = action.payload;
        })
        .addCase(fetch.rejected, (state, action) => {
          state.loading = false;
          state.loaded = true;
          state.error = action.payload ?? [action.error.message ?? 'error'];
          if (isViewDenied(state.error[0])) state.items = [];
        });
    },
  });

  return { slice, fetch };
}
