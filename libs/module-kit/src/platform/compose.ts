import type { Collection, Language, ModuleName } from '@dental/contracts';
import { can, doctorDestination, isVisible, type Destination, type NavigationContext } from '@dental/auth';
import type { DoctorScope, Gate, IconNode, Localized, ModuleDeclarations } from './declarations';

/** A drawer entry or a home tile, ready to render. */
export interface ComposedEntry {
  id: string;
  module: ModuleName;
  label: Localized;
  icon: IconNode;
  destination: Destination;
  /** A home tile's figure: a widget of the same module. */
  count?: string;
}

/** A widget placed in one of the shell's slots. */
export interface ComposedExtension {
  module: ModuleName;
  widget: string;
}

export function gateOpens(context: NavigationContext, gate: Gate | readonly Gate[] | undefined): boolean {
  if (!gate) return true;
  if (Array.isArray(gate)) return gate.every((one: Gate) => gateOpens(context, one));
  const single = gate as Gate;
  if ('dev' in single) return context.user.dev;
  if ('anyOf' in single) return single.anyOf.some((one) => gateOpens(context, one));
  return single.action ? can(context.permissions, single.action, single.collection) : isVisible(context, single.collection);
}

/** The collection whose view scopes a doctor-scoped destination: the first of its gates that opens. */
function scopingCollection(context: NavigationContext, gate: Gate | readonly Gate[] | undefined): Collection | undefined {
  const gates = (Array.isArray(gate) ? gate : gate ? [gate] : []) as Gate[];
  const candidates = gates.flatMap((one) => ('anyOf' in one ? one.anyOf.filter((option) => gateOpens(context, option)) : 'collection' in one ? [one] : []));
  return candidates[0]?.collection;
}

const fill = (path: string) => (doctorId: string) => path.replace(':doctorId', doctorId);

function destinationOf(
  context: NavigationContext,
  entry: { path: string; doctorScope?: DoctorScope; gate?: Gate | readonly Gate[] },
): Destination {
  if (!entry.doctorScope) return { kind: 'link', to: entry.path };
  if (entry.doctorScope === 'cabinet') {
    if (context.user.doctor?.cabinet) return { kind: 'link', to: fill(entry.path)(context.user._id) };
    return { kind: 'doctors', choices: context.cabinetDoctors.map((doctor) => ({ doctor, to: fill(entry.path)(doctor._id) })) };
  }
  const collection = scopingCollection(context, entry.gate);
  if (!collection) return { kind: 'link', to: fill(entry.path)(context.user._id) };
  return doctorDestination(context, collection, fill(entry.path));
}

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** The side drawer: every module's entries the user may see, by their declared order. */
export function composeDrawer(modules: readonly ModuleDeclarations[], context: NavigationContext): ComposedEntry[] {
  return modules
    .flatMap((declarations) => (declarations.drawer ?? []).map((entry) => ({ ...entry, module: declarations.module })))
    .filter((entry) => gateOpens(context, entry.gate))
    .sort(byOrder)
    .map((entry) => ({ id: entry.id, module: entry.module, label: entry.label, icon: entry.icon, destination: destinationOf(context, entry) }));
}

/** The home's rows of tiles: rows in ascending number, tiles by order, empty rows left out. */
export function composeTiles(modules: readonly ModuleDeclarations[], context: NavigationContext): ComposedEntry[][] {
  const tiles = modules
    .flatMap((declarations) => (declarations.tiles ?? []).map((tile) => ({ ...tile, module: declarations.module })))
    .filter((tile) => gateOpens(context, tile.gate));
  const rows = [...new Set(tiles.map((tile) => tile.row))].sort((a, b) => a - b);
  return rows.map((row) =>
    tiles
      .filter((tile) => tile.row === row)
      .sort(byOrder)
      .map((tile) => ({
        id: tile.id,
        module: tile.module,
        label: tile.label,
        icon: tile.icon,
        destination: destinationOf(context, tile),
        ...(tile.count && (declarations(modules, tile.module)?.widgets ?? []).includes(tile.count) && { count: tile.count }),
      })),
  );
}

/** The widgets placed in a slot the user may see, by order. */
export function composeExtensions(modules: readonly ModuleDeclarations[], slot: string, context: NavigationContext): ComposedExtension[] {
  return modules
    .flatMap((declarations) => (declarations.extensions ?? []).map((extension) => ({ ...extension, module: declarations.module })))
    .filter((extension) => extension.slot === slot && (declarations(modules, extension.module)?.widgets ?? []).includes(extension.widget))
    .filter((extension) => gateOpens(context, extension.gate))
    .sort(byOrder)
    .map(({ module, widget }) => ({ module, widget }));
}

function declarations(modules: readonly ModuleDeclarations[], module: ModuleName) {
  return modules.find((candidate) => candidate.module === module);
}

/** Which module owns a path: the one declaring its first segment. */
export function moduleOwning(modules: readonly ModuleDeclarations[], pathname: string): ModuleDeclarations | undefined {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first) return undefined;
  return modules.find((candidate) => candidate.routes.includes(first));
}

/** A module's base paths, as it is handed them in its props: '/patient', '/laboratory'… */
export function basePathsOf(declarations: ModuleDeclarations): string[] {
  return declarations.routes.map((route) => `/${route}`);
}

export function localized(text: Localized, language: Language): string {
  return text[language] ?? text.fr;
}
