import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { failureMessages } from '@dental/api-client';
import { selectUserData, useAppSelector } from '@dental/auth';
import { declaredModules, loadCatalogue, rememberedCatalogue, type CatalogueModule, type ModuleDeclarations } from '@dental/module-kit';

export interface Catalogue {
  /** 'stale': drawn from the declarations last read in this browser while the fresh ones are read. */
  status: 'loading' | 'stale' | 'ready' | 'failed';
  /** Every module of the registry, with what is known of it. */
  modules: CatalogueModule[];
  /** The declarations the shell composes from (read now, or remembered for a module that failed). */
  declarations: ModuleDeclarations[];
  /** Why the registry could not be read, in the user's language (the server's words and reference when it answered). */
  failure?: string[];
  /** Reads the registry and the declarations again (a rollback or a module back online applies). */
  retry: () => void;
}

const CatalogueContext = createContext<Catalogue>({ status: 'loading', modules: [], declarations: [], retry: () => undefined });

/**
 * The modules the signed-in user gets, read once after sign-in: the registry, then every module's
 * declarations in parallel. The shell's routes, drawer and home are composed from them.
 */
export function CatalogueProvider({ children }: { children: ReactNode }) {
  const userId = useAppSelector(selectUserData)?._id;
  const [attempt, setAttempt] = useState(0);
  const [catalogue, setCatalogue] = useState<Omit<Catalogue, 'retry'>>(() => {
    const modules = rememberedCatalogue();
    return modules.length > 0 ? { status: 'stale', modules, declarations: declaredModules(modules) } : { status: 'loading', modules: [], declarations: [] };
  });

  useEffect(() => {
    if (!userId) return;
    let current = true;
    loadCatalogue(userId, { reread: attempt > 0 }).then(
      (modules) => current && setCatalogue({ status: 'ready', modules, declarations: declaredModules(modules) }),
      (error: unknown) => {
        console.error('The module registry could not be read', error);
        // What was drawn (remembered declarations) stays: opening an entry shows the module's panel.
        if (current) setCatalogue((previous) => ({ ...previous, status: 'failed', failure: failureMessages(error) }));
      },
    );
    return () => {
      current = false;
    };
  }, [userId, attempt]);

  const retry = useCallback(() => {
    setCatalogue(({ failure: _previousFailure, ...previous }) => ({ ...previous, status: previous.declarations.length > 0 ? 'stale' : 'loading' }));
    setAttempt((n) => n + 1);
  }, []);

  return <CatalogueContext.Provider value={{ ...catalogue, retry }}>{children}</CatalogueContext.Provider>;
}

/** The banner's words when the registry could not be read: what failed, then why. */
export function registryFailureText(catalogue: Catalogue, registryError: string): string {
  return [registryError, ...(catalogue.failure ?? [])].join(' ');
}

export function useCatalogue(): Catalogue {
  return useContext(CatalogueContext);
}
