import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { ClinicSettings } from '@dental/contracts';
import { settingsApi, failureMessages } from '@dental/api-client';

export interface SettingsState {
  data: ClinicSettings | null;
  error: string[];
}

export const fetchSettings = createAsyncThunk<ClinicSettings, void, { rejectValue: string[] }>(
  'settings/fetch',
  async (_arg, { rejectWithValue }) => {
    try {
      return await settingsApi.get();
    } catch (error) {
      return rejectWithValue(failureMessages(error));
    }
  },
);

/** The clinic's own settings (name, colour, logo, opening hours), read from the server at start. */
export const settingsSlice = createSlice({
  name: 'settings',
  initialState: { data: null, error: [] } as SettingsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchSettings.fulfilled, (state, action) => {
        state.data = action.payload;
        state.error = [];
      })
      .addCase(fetchSettings.rejected, (state, action) => {
        state.error = action.payload ?? [];
      });
  },
});
