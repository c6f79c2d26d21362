import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { LoginInput, LoginUserData } from '@dental/contracts';
import { authApi, dentalApi, failureMessages } from '@dental/api-client';

export interface LoginState {
  isFetching: boolean;
  userData: LoginUserData | null;
  error: string[];
}

const initialState: LoginState = { isFetching: false, userData: null, error: [] };

export const login = createAsyncThunk<LoginUserData, LoginInput, { rejectValue: string[] }>(
  'login/submit',
  async (input, { rejectWithValue }) => {
    try {
      return await authApi.login(input);
    } catch (error) {
      return rejectWithValue(failureMessages(error));
    }
  },
);

export const loginSlice = createSlice({
  name: 'login',
  initialState,
  reducers: {
    logout: () => initialState,
    dismissError(state, action: { payload: number }) {
      state.error.splice(action.payload, 1);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(login.pending, (state) => {
        state.isFetching = true;
        state.error = [];
      })
      .addCase(login.fulfilled, (state, action) => {
        state.isFetching = false;
        state.userData = action.payload;
        state.error = [];
      })
      .addCase(login.rejected, (state, action) => {
        state.isFetching = false;
        state.error = action.payload ?? [action.error.message ?? 'error'];
      });
  },
});

export const { logout, dismissError } = loginSlice.actions;

/** Signs out in the store: forgets the user, the session lists and every cached answer. */
export function endSession() {
  return (dispatch: (action: { type: string }) => unknown) => {
    dispatch(logout());
    dispatch(dentalApi.util.resetApiState());
  };
}
