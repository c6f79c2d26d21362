import type { ModuleLoadCohort, ModuleLoadStage, ModuleName } from '@dental/contracts';
import { buildIdOfUrl } from '@dental/domain';
import { reportLoad } from './health-reporter';
import { IncompatibleModuleError } from './lib-versions';

/** A module build that loaded but exposes no lifecycles under the name asked for. */
export class ModuleUnavailableError extends Error {}

/** The stage a Module Federation runtime error names by its code, when no hook saw it. */
const STAGE_OF_RUNTIME_CODE: Record<string, ModuleLoadStage> = {
  '001': 'entry',
  '002': 'init',
  '003': 'manifest',
  '007': 'manifest',
  '008': 'entry',
  '011': 'manifest',
  '013': 'manifest',
  '014': 'expose',
  '015': 'init',
};

/** Where a load failed: the loader's own checks, else the first stage the hooks saw fail, else the error's code. */
function stageOfFailure(error: unknown, seen: ModuleLoadStage | undefined): ModuleLoadStage {
  if (error instanceof IncompatibleModuleError) return 'libVersions';
  if (error instanceof ModuleUnavailableError) return 'expose';
  if (seen) return seen;
  const code = /#RUNTIME-(\d{3})/.exec(error instanceof Error ? error.message : String(error))?.[1];
  // Anything else failed while the build's code was being fetched or run.
  return (code && STAGE_OF_RUNTIME_CODE[code]) || 'entry';
}

/** The attempts not settled yet: loading (the runtime hooks tell where they failed) or mounting. */
const open = new Set<LoadAttempt>();
/** The last mounted attempt of each module, whose first render error after mounting is reported. */
const mountedAttempts = new Map<ModuleName, LoadAttempt>();

/**
 * One attempt to load a module's build (a page or a widget): it reports one outcome, the stage it
 * failed at or 'mount' once mounted, and at most one render error after that.
 */
export class LoadAttempt {
  private phase: 'loading' | 'mounting' | 'settled' = 'loading';
  private failedStage: ModuleLoadStage | undefined;

  constructor(
    readonly module: ModuleName,
    readonly url: string,
    readonly cohort: ModuleLoadCohort,
  ) {
    open.add(this);
  }

  get mounting(): boolean {
    return this.phase === 'mounting';
  }

  /** A stage seen failing while loading; the first one seen is where the attempt failed. */
  noteFailure(stage: ModuleLoadStage): void {
    if (this.phase === 'loading') this.failedStage ??= stage;
  }

  /** The code is loaded: what fails from now on is its mount. */
  loaded(): void {
    if (this.phase === 'loading') this.phase = 'mounting';
  }

  failed(error: unknown): void {
    this.settle(stageOfFailure(error, this.failedStage), false);
  }

  mounted(): void {
    if (this.settle('mount', true)) mountedAttempts.set(this.module, this);
  }

  mountFailed(): void {
    this.settle('mount', false);
  }

  /** Reports the render error; once per mounted attempt. */
  renderFailed(): void {
    if (mountedAttempts.get(this.module) !== this) return;
    mountedAttempts.delete(this.module);
    this.send('render', false);
  }

  private settle(stage: ModuleLoadStage, ok: boolean): boolean {
    if (this.phase === 'settled') return false;
    this.phase = 'settled';
    open.delete(this);
    this.send(stage, ok);
    return true;
  }

  private send(stage: ModuleLoadStage, ok: boolean): void {
    reportLoad({ module: this.module, build: buildIdOfUrl(this.url), cohort: this.cohort, stage, ok });
  }
}

/** What the runtime hooks saw: a stage of a module's load failed. */
export function noteFailedStage(module: string, stage: ModuleLoadStage): void {
  for (const attempt of open) if (attempt.module === module) attempt.noteFailure(stage);
}

/**
 * A module's error boundary caught a render error. During a mount (React renders before the
 * mount resolves) it is that mount failing; after it, the module's last mounted build failed
 * rendering (reported once per mount, whatever the retries of the boundary). Two attempts of one
 * module in a page load the same build, so either may take the failure.
 */
export function reportRenderError(module: ModuleName): void {
  const mounting = [...open].find((attempt) => attempt.module === module && attempt.mounting);
  if (mounting) mounting.mountFailed();
  else mountedAttempts.get(module)?.renderFailed();
}
