/**
 * Which exports of a shared package the apps' code takes: read from their sources with TypeScript's parser (every
 * `import { … } from 'pkg'` and `export { … } from 'pkg'`; a namespace import, `export *` or a dynamic `import()` of the
 * package takes all of it, written '*'). Type-only imports take nothing at run time.
 *
 * Two uses (federation/README.md, "A lean router"): the shell's production build shares React Router as the exports
 * every app of this repository takes, and every build states in its manifest the exports it takes itself, so that a
 * page whose remote takes more runs a whole copy instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ALL_EXPORTS } from '../runtime/manifest';

/** Every export of the package. */
export const ALL = ALL_EXPORTS;

const SOURCE = /\.(tsx?|mjs|jsx?)$/;
/**
 * Not part of what the composed site runs: tests and test helpers, builds, and an app's standalone development
 * page (`standalone.tsx`: a remote rendered alone, with a router of its own).
 */
const NOT_SHIPPED = /(\.test\.[jt]sx?$)|((^|[\\/])standalone\.[jt]sx?$)|(^|[\\/])(node_modules|dist[^\\/]*|testing)([\\/]|$)/;

/** The source files under the given folders that a browser build may include. */
export function sourceFiles(dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (root: string, dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (NOT_SHIPPED.test(path.relative(root, p))) continue;
      if (e.isDirectory()) walk(root, p);
      else if (SOURCE.test(e.name)) out.push(p);
    }
  };
  for (const d of dirs) walk(d, d);
  return out.sort();
}

/** The names one source text takes from `pkg` at run time ('*' for all of it). */
export function namesTakenFrom(source: string, fileName: string, pkg: string): Set<string> {
  const names = new Set<string>();
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const fromPkg = (spec: ts.Expression | undefined) => !!spec && ts.isStringLiteral(spec) && spec.text === pkg;
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && fromPkg(node.moduleSpecifier)) {
      const clause = node.importClause;
      if (clause && !clause.isTypeOnly) {
        if (clause.name) names.add('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names.add(ALL);
        if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) if (!el.isTypeOnly) names.add((el.propertyName ?? el.name).text);
      }
      if (!clause) names.add(ALL); // `import 'pkg'` runs all of it
    } else if (ts.isExportDeclaration(node) && fromPkg(node.moduleSpecifier) && !node.isTypeOnly) {
      if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) names.add(ALL);
      else for (const el of node.exportClause.elements) if (!el.isTypeOnly) names.add((el.propertyName ?? el.name).text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && fromPkg(node.arguments[0])) {
      names.add(ALL);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

/** The names the given folders' sources take from `pkg`, sorted ('*' alone when any takes all of it). */
export function exportsTaken(dirs: string[], pkg: string): string[] {
  const names = new Set<string>();
  for (const f of sourceFiles(dirs)) for (const n of namesTakenFrom(fs.readFileSync(f, 'utf8'), f, pkg)) names.add(n);
  return names.has(ALL) ? [ALL] : [...names].sort();
}
