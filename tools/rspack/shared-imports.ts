import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** What a whole-package import (`import * as`, a default import, `export *`) is recorded as. */
export const WHOLE_PACKAGE = '*';

function addName(found: Map<string, Set<string>>, request: string, name: string): void {
  const names = found.get(request) ?? new Set<string>();
  names.add(name);
  found.set(request, names);
}

/** The value names one source file imports (or re-exports) from each of `requests`; type-only imports are not counted. */
export function importedNames(fileName: string, text: string, requests: ReadonlySet<string>): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && requests.has(node.moduleSpecifier.text)) {
      const request = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (clause && !clause.isTypeOnly) {
        if (clause.name) addName(found, request, WHOLE_PACKAGE);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) addName(found, request, WHOLE_PACKAGE);
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) if (!element.isTypeOnly) addName(found, request, (element.propertyName ?? element.name).text);
        }
      }
      // `import 'x'` runs the package for its side effects: it needs it whole.
      if (!clause) addName(found, request, WHOLE_PACKAGE);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && requests.has(node.moduleSpecifier.text) && !node.isTypeOnly) {
      const request = node.moduleSpecifier.text;
      const clause = node.exportClause;
      if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) if (!element.isTypeOnly) addName(found, request, (element.propertyName ?? element.name).text);
      } else addName(found, request, WHOLE_PACKAGE);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier) && requests.has(specifier.text)) addName(found, specifier.text, WHOLE_PACKAGE);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The names `files` import from each of `requests`, sorted: what a build of a module needs the shell to give. */
export function namesImportedBy(files: Iterable<string>, requests: Iterable<string>): Record<string, string[]> {
  const wanted = new Set(requests);
  const all = new Map<string, Set<string>>();
  for (const file of files) {
    if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/')) continue;
    for (const [request, names] of importedNames(file, readFileSync(file, 'utf8'), wanted)) for (const name of names) addName(all, request, name);
  }
  return Object.fromEntries([...all].sort(([a], [b]) => a.localeCompare(b)).map(([request, names]) => [request, [...names].sort()]));
}

