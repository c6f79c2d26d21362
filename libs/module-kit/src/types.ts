import type { AppStore } from '@dental/auth';
import type { LoginUserData, ModuleName } from '@dental/contracts';
import type { ReactAppOrParcel } from 'single-spa-react';

/** The typed props every module parcel (a page or a widget) is handed by whoever mounts it. */
export interface ModuleProps {
  moduleName: ModuleName;
  /** The shared application store (login, permissions, and slices modules inject). */
  store: AppStore;
  /** The signed-in user. */
  user: LoginUserData;
  /** Signs out: clears the persisted state and returns to /login. */
  onLogout: () => void;
  /**
   * The module's top-level paths as the application mounts them ('/patient'), from its own
   * declarations: a module builds its links from these (useBasePath), never from the shell's URLs.
   */
  basePaths: readonly string[];
  /** What the mounting side hands a widget (see WidgetContracts); absent for pages. */
  widgetProps?: Record<string, unknown>;
}

/** A module's single-spa lifecycles (a page or a widget), as createModuleLifecycles makes them. */
export interface ModuleLifecycles {
  /** Registers the module's translations, then single-spa's bootstrap. */
  bootstrap: (props: ModuleProps) => Promise<unknown>;
  mount: ReactAppOrParcel<ModuleProps>['mount'];
  unmount: ReactAppOrParcel<ModuleProps>['unmount'];
  update?: ReactAppOrParcel<ModuleProps>['update'];
}
