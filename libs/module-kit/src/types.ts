import type { AppStore } from '@dental/auth';
import type { LoginUserData, ModuleName } from '@dental/contracts';

/** The typed props the shell hands to every module parcel. */
export interface ModuleProps {
  moduleName: ModuleName;
  /** The shared application store (login, permissions, and slices modules inject). */
  store: AppStore;
  /** The signed-in user. */
  user: LoginUserData;
  /** Signs out: clears the persisted state and returns to /login. */
  onLogout: () => void;
}
