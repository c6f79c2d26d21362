import type { Language } from './languages';
import type { ActionName, Collection } from './permissions';
import type { ModuleName } from './vocabulary';

/**
 * What a module contributes to the application, declared in its own source
 * (apps/<module>/src/declarations.ts) and published with each build as `declarations.json`, next
 * to its mf-manifest.json. Plain data only: no React, no functions, so the shell reads every
 * registered module's declarations in one parallel round of small fetches after sign-in, and a
 * module adds a route, a drawer entry, a tile or a widget without a shell release. The server
 * checks a published build's declarations with the same validator the shell uses.
 */
export interface ModuleDeclarations {
  /** The module's name in the registry. */
  module: ModuleName;
  /** Its display name, in error panels. */
  title: Localized;
  /** The top-level path segments the module owns ('patient' owns /patient and everything below). */
  routes: readonly string[];
  /** Entries of the side drawer, placed among every module's entries by `order`. */
  drawer?: readonly DrawerDeclaration[];
  /** Tiles of the home screen, in rows (1, 2, 3…) and by `order` within a row. */
  tiles?: readonly TileDeclaration[];
  /** The widgets the module offers to others: each is exposed as './<name>' (a parcel). */
  widgets?: readonly string[];
  /** Widgets of this module placed in a slot of the shell ('home.search', 'home.panels'). */
  extensions?: readonly ExtensionDeclaration[];
  /**
   * Written by the build, never by hand: the range of each workspace lib (`@dental/ui` → `^1.2.0`)
   * the build was made against. A page whose loaded copy is outside it does not mount the module.
   */
  requires?: Readonly<Record<string, string>>;
  /**
   * Written by the build, never by hand: the names the module's code imports from each package the
   * shell gives by name rather than whole (`react-router-dom` → `['Link', 'useParams']`). A shell
   * that does not give one of them cannot run the build: it is not published, nor mounted.
   */
  imports?: Readonly<Record<string, readonly string[]>>;
}

/** A text in every language of the application. */
export type Localized = Readonly<Record<Language, string>>;

/** An icon as SVG nodes (lucide's icon node format): [tag, attributes] on a 24×24 stroked canvas. */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];

/** A collection's permission: no action means AFFICHER or AFFICHER_GLOBAL, the spec's "view". */
export type CollectionGate = { readonly collection: Collection; readonly action?: ActionName };

/**
 * Who sees an entry: a collection's permission, the developer flag, or any one of several
 * permissions (a screen whose tabs each show with their own collection opens with any of them).
 * A list means every gate must open.
 */
export type Gate = CollectionGate | { readonly dev: true } | { readonly anyOf: readonly CollectionGate[] };

/**
 * A doctor-scoped destination, whose path holds ':doctorId':
 * - 'global': with AFFICHER_GLOBAL on the gate's collection, a drop-down of the cabinet doctors;
 *   otherwise the signed-in user's own id;
 * - 'cabinet': a cabinet doctor goes to their own id, anybody else picks a cabinet doctor.
 */
export type DoctorScope = 'global' | 'cabinet';

interface Navigable {
  /** Unique across modules: the e2e tests and the DOM (data-tile, data-entry) use it. */
  id: string;
  label: Localized;
  icon: IconNode;
  gate?: Gate | readonly Gate[];
  /** An absolute path; ':doctorId' is filled in for doctor-scoped entries. */
  path: string;
  doctorScope?: DoctorScope;
}

export interface DrawerDeclaration extends Navigable {
  order: number;
}

export interface TileDeclaration extends Navigable {
  row: number;
  order: number;
  /** One of the module's own widgets, drawn in the tile's corner: a figure such as the patients due. */
  count?: string;
}

export interface ExtensionDeclaration {
  /** A named place of the shell: 'home.search' is beside the home's quick search, 'home.panels' under it, full width. */
  slot: string;
  /** One of the module's own widgets. */
  widget: string;
  order: number;
  gate?: Gate | readonly Gate[];
}

/** The file each module build publishes next to its mf-manifest.json. */
export const DECLARATIONS_FILE = 'declarations.json';

const optionalList = (items: unknown) => items === undefined || Array.isArray(items);

/**
 * The first problem of what came over the wire as a module's declarations, in words (null when
 * accepted): a light check, since a broken file only counts as a module that cannot be loaded.
 */
export function moduleDeclarationsProblem(value: unknown, module: string): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'not an object';
  const candidate = value as Partial<Record<keyof ModuleDeclarations, unknown>>;
  if (candidate.module !== module) return `module is ${JSON.stringify(candidate.module)}, not "${module}"`;
  if (!candidate.title || typeof candidate.title !== 'object') return 'title is not an object';
  if (!Array.isArray(candidate.routes)) return 'routes is not a list';
  if (!candidate.routes.every((route) => typeof route === 'string' && route.length > 0 && !route.includes('/'))) return 'routes holds a segment that is empty, not a text or has a /';
  for (const list of ['drawer', 'tiles', 'widgets', 'extensions'] as const) {
    if (!optionalList(candidate[list])) return `${list} is not a list`;
  }
  if (Array.isArray(candidate.widgets) && !candidate.widgets.every((widget) => typeof widget === 'string' && widget.length > 0)) return 'widgets holds a name that is not a text';
  const requires = candidate.requires;
  if (requires !== undefined && (!requires || typeof requires !== 'object' || !Object.values(requires).every((range) => typeof range === 'string'))) {
    return 'requires is not a map of version ranges';
  }
  const imports = candidate.imports;
  if (imports !== undefined && (!imports || typeof imports !== 'object' || !Object.values(imports).every((names) => Array.isArray(names) && names.every((name) => typeof name === 'string')))) {
    return 'imports is not a map of name lists';
  }
  return null;
}

/** The names of `imports` that `given` does not give, by package (a package `given` does not list is given whole). */
export function namesNotGiven(imports: Readonly<Record<string, readonly string[]>>, given: (request: string) => readonly string[] | undefined): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(imports).flatMap(([request, names]) => {
      const givenNames = given(request);
      const missing = givenNames ? names.filter((name) => !givenNames.includes(name)) : [];
      return missing.length > 0 ? [[request, missing]] : [];
    }),
  );
}

/** Whether `value` passes `moduleDeclarationsProblem` for `module`. */
export function isModuleDeclarations(value: unknown, module: string): value is ModuleDeclarations {
  return moduleDeclarationsProblem(value, module) === null;
}
