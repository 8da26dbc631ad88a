/**
 * Production builds share `react-router-dom` and `react-redux` as the subsets named in build/react-router-dom.ts
 * and build/react-redux.ts (rspack.base.ts). A name an app imports that a subset lacks would be undefined at run
 * time (a shared module's exports are not checked at build time), so this test checks every import of every app,
 * and those of the libraries that import the package through the page's shared copy (RTK Query's React hooks).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const APPS = ['shell', 'mf-downloader', 'mf-auth', 'mf-preview', 'mf-content', 'shared-config'];
// Development and test only: the standalone page of a remote and the test renderer use the real package.
const DEV_ONLY = [/shared-config\/src\/standalone\.tsx$/, /\/testing\//, /\.test\.tsx?$/];

const FACADES = [
  { shared: 'react-router-dom', file: 'build/react-router-dom.ts', from: 'react-router', libraries: [] as string[] },
  {
    shared: 'react-redux',
    file: 'build/react-redux.ts',
    from: 'react-redux/alternate-renderers',
    libraries: ['node_modules/@reduxjs/toolkit/dist/query/react/rtk-query-react.modern.mjs'],
  },
];

function sources(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sources(p, out);
    else if (/\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

const names = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => s.split(/\s+as\s+/)[0].trim());

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The value names `file` imports from `pkg` (type-only imports left out). */
function importedNames(file: string, pkg: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${escape(pkg)}['"]`, 'g'))) if (!m[1]) out.push(...names(m[2]));
  return out;
}

function facadeExports(file: string, from: string): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const out = new Set<string>();
  for (const m of text.matchAll(new RegExp(`export\\s+\\{([^}]*)\\}\\s+from\\s+'${escape(from)}'`, 'g'))) for (const n of names(m[1])) out.add(n);
  return out;
}

describe.each(FACADES)('the shared $shared subset ($file)', ({ shared, file, from, libraries }) => {
  it(`exports every name the apps and libraries import from ${shared}`, () => {
    const exported = facadeExports(file, from);
    expect(exported.size).toBeGreaterThan(0);
    const importers = [...APPS.flatMap((app) => sources(path.join(ROOT, app, 'src')).filter((f) => !DEV_ONLY.some((re) => re.test(f)))), ...libraries.map((l) => path.join(ROOT, l))];
    const missing = importers.flatMap((f) => importedNames(f, shared).filter((n) => !exported.has(n)).map((n) => `${path.relative(ROOT, f)}: ${n}`));
    expect(missing).toEqual([]);
  });

  it('names only exports the package has', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pkg = require(from) as Record<string, unknown>;
    for (const n of facadeExports(file, from)) expect(typeof pkg[n]).not.toBe('undefined');
  });
});
