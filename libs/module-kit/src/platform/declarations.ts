import { DECLARATIONS_FILE, isModuleDeclarations, type ModuleDeclarations } from '@dental/contracts';

/**
 * The declarations' types and validator live in @dental/contracts (the server checks a published
 * build with the same one); re-exported here, where the modules and the shell have always found them.
 */
export {
  DECLARATIONS_FILE,
  isModuleDeclarations,
  moduleDeclarationsProblem,
  type CollectionGate,
  type DoctorScope,
  type DrawerDeclaration,
  type ExtensionDeclaration,
  type Gate,
  type IconNode,
  type Localized,
  type ModuleDeclarations,
  type TileDeclaration,
} from '@dental/contracts';

/** Where a build's declarations live: beside its manifest, with the same query (a build marker). */
export function declarationsUrl(manifestUrl: string): string {
  const url = new URL(manifestUrl);
  const declarations = new URL(DECLARATIONS_FILE, url);
  declarations.search = url.search;
  return declarations.href;
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
  for (const tile of tiles) {
    if (tile.count !== undefined && !(declarations.widgets ?? []).includes(tile.count)) problems.push(`${tile.id} counts with ${tile.count}, not one of the module's widgets`);
  }
  return problems;
}
