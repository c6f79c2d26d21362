import { createContext, useContext, type ReactNode } from 'react';
import type { ModuleName } from '@dental/contracts';
import { currentLanguage, i18n } from '@dental/i18n';
import { lastCatalogue } from './catalogue';
import { basePathsOf, localized } from './compose';

interface Host {
  /** Signs out: handed on to every parcel mounted below. */
  onLogout: () => void;
}

const HostContext = createContext<Host | null>(null);

/** What a parcel needs from whoever mounts it: the shell at its root, every module in its own root. */
export function ModuleHost({ onLogout, children }: Host & { children: ReactNode }) {
  return <HostContext.Provider value={{ onLogout }}>{children}</HostContext.Provider>;
}

export function useModuleHost(): Host {
  return useContext(HostContext) ?? { onLogout: () => undefined };
}

function declared(name: ModuleName) {
  const module = lastCatalogue().find((candidate) => candidate.name === name);
  return module && module.state !== 'unavailable' ? module.declarations : undefined;
}

/** A module's display name: its declared title, else the common one, else its name. */
export function moduleTitle(name: ModuleName): string {
  const declarations = declared(name);
  if (declarations) return localized(declarations.title, currentLanguage());
  return i18n.t(`common:modules.${name}`, { defaultValue: name });
}

/** A module's base paths as declared (empty while its declarations are unknown). */
export function moduleBasePaths(name: ModuleName): string[] {
  const declarations = declared(name);
  return declarations ? basePathsOf(declarations) : [];
}
