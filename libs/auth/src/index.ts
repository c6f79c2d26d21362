export { createAppStore, rootReducer, PERSISTED_SLICES, PERSIST_TIMEOUT_MS, type AppStore, type AppDispatch, type RootState } from './store';
export { loginSlice, logout, endSession, signedIn, type LoginState } from './login-slice';
export { PERSIST_KEY, persistedAccessToken } from './persisted-session';
export { createMirrorSlice, initialListState, type ListState } from './list-slice';
export { permissions, roles, users } from './session-slices';
export { can, canView, selectCan, selectUserData, selectIsSignedIn, selectPermissions, selectCabinetDoctors } from './selectors';
export { useAppDispatch, useAppSelector, useCan, useCanView, useUsername, useWriteRights } from './hooks';
export { settingsSlice, fetchSettings, type SettingsState } from './settings-slice';
export { doctorDestination, implantsDestination, isVisible, type Destination, type NavigationContext } from './destinations';
