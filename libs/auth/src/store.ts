import { combineSlices, configureStore, type Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, persistStore, type Persistor } from 'redux-persist';
import storage from 'redux-persist/lib/storage';
import { dentalApi } from '@dental/api-client';
import { loginSlice, logout } from './login-slice';
import { PERSIST_KEY } from './persisted-session';
import { permissions, roles, users } from './session-slices';
import { fetchSettings, settingsSlice, type SettingsState } from './settings-slice';

export const PERSISTED_SLICES = ['login', 'roles', 'permissions', 'users'];
export const PERSIST_TIMEOUT_MS = 5000;

export const rootReducer = combineSlices(loginSlice, permissions.slice, roles.slice, users.slice, settingsSlice, dentalApi);

/** Everything the application state holds, including slices modules inject later. */
export type RootState = ReturnType<typeof rootReducer>;

function resettingOnLogout(reducer: Reducer<RootState>): Reducer<RootState> {
  return (state, action) => reducer(logout.match(action) ? undefined : state, action);
}

/** `settings`: the clinic's settings when the login screen has already read them (not asked twice). */
export function createAppStore({ settings }: { settings?: SettingsState['data'] } = {}) {
  const persisted = persistReducer(
    { key: PERSIST_KEY, storage, whitelist: PERSISTED_SLICES, timeout: PERSIST_TIMEOUT_MS },
    resettingOnLogout(rootReducer as Reducer<RootState>),
  );
  const store = configureStore({
    reducer: persisted,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(
        dentalApi.middleware,
      ),
  });
  if (settings) store.dispatch(fetchSettings.fulfilled(settings, 'login-screen'));
  const persistor: Persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
