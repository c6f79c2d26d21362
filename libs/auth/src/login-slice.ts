import { createSlice } from '@reduxjs/toolkit';
import type { LoginUserData } from '@dental/contracts';
import { dentalApi } from '@dental/api-client';

export interface LoginState {
  userData: LoginUserData | null;
}

const initialState: LoginState = { userData: null };

/**
 * The signed-in user. The login screen calls the server itself (it loads before the store, see
 * the shell's start) and hands the answer over with `signedIn`.
 */
export const loginSlice = createSlice({
  name: 'login',
  initialState,
  reducers: {
    logout: () => initialState,
    signedIn(state, action: { payload: LoginUserData }) {
      state.userData = action.payload;
    },
  },
});

export const { logout, signedIn } = loginSlice.actions;

/** Signs out in the store: forgets the user, the session lists and every cached answer. */
export function endSession() {
  return (dispatch: (action: { type: string }) => unknown) => {
    dispatch(logout());
    dispatch(dentalApi.util.resetApiState());
  };
}
