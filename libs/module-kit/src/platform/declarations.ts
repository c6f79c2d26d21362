import type { ActionName, Collection, Language, ModuleName } from '@dental/contracts';

/**
 * What a module contributes to the application, declared in its own source
 * (apps/<module>/src/declarations.ts) and published with each build as `declarations.json`, next
 * to its mf-manifest.json. Plain data only: no React, no functions, so the shell reads every
 * registered module's declarations in one parallel round of small fetches after sign-in, and a
 * module adds a route, a drawer entry, a tile or a widget without a shell release.
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
}

/** A text in every language of the application. */
export type Localized = Readonly<Record<Language, string>>;

/** An icon as SVG nodes (lucide's icon node format): [tag, attributes] on a 24×24 stroked canvas. */
export type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];

/**
 * Who sees an entry: a collection's permission (no action: AFFICHER or AFFICHER_GLOBAL, the
 * spec's "view") or the developer flag. A list means every gate must open.
 */
export type Gate = { readonly collection: Collection; readonly action?: ActionName } | { readonly dev: true };

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

/** Where a build's declarations live: beside its manifest, with the same query (a build marker). */
export function declarationsUrl(manifestUrl: string): string {
  const url = new URL(manifestUrl);
  const declarations = new URL(DECLARATIONS_FILE, url);
  declarations.search = url.search;
  return declarations.href;
}

/** A light check of what came over the wire: a broken file counts as a module that cannot be loaded. */
export function isModuleDeclarations(value: unknown, module: string): value is ModuleDeclarations {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<ModuleDeclarations>;
  const list = (items: unknown) => items === undefined || Array.isArray(items);
  return (
    candidate.module === module &&
    typeof candidate.title === 'object' &&
    Array.isArray(candidate.routes) &&
    candidate.routes.every((route) => typeof route === 'string' && route.length > 0 && !route.includes('/')) &&
    list(candidate.drawer) &&
    list(candidate.tiles) &&
    list(candidate.widgets) &&
    list(candidate.extensions) &&
    (candidate.requires === undefined || (typeof candidate.requires === 'object' && Object.values(candidate.requires).every((range) => typeof range === 'string')))
  );
}

/**
 * What a module's own test asks of its declarations, as a list of problems (empty when sound): the
 * shell accepts them once sent over the wire, drawer and tile ids are unique, every entry leads into
 * a route the module owns and is labelled in fr, en and ar.
 */
export function declarationProblems(declarations: ModuleDeclarations, module: string): string[] {
  const problems: string[] = [];
  if (!isModuleDeclarations(JSON.parse(JSON.stringify(declarations)), module)) problems.push('not accepted by the shell once sent as JSON');
  const drawer = declarations.drawer ?? [];
  const tiles = declarations.tiles ?? [];
  for (const [kind, entries] of [['drawer', drawer], ['tile', tiles]] as const) {
    const ids = entries.map((entry) => entry.id);
    for (const id of ids.filter((id, index) => ids.indexOf(id) !== index)) problems.push(`${kind} id ${id} used twice`);
  }
  for (const entry of [...drawer, ...tiles]) {
    if (!declarations.routes.includes(entry.path.split('/')[1])) problems.push(`${entry.id} leads to ${entry.path}, outside the module's routes`);
    if (Object.keys(entry.label).sort().join() !== 'ar,en,fr') problems.push(`${entry.id} is not labelled in fr, en and ar`);
  }
  return problems;
}
