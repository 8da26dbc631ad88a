/**
 * Production builds share `react-router-dom` as the subset named in build/react-router-dom.ts (rspack.base.ts).
 * A name an app imports from 'react-router-dom' that the subset lacks would be undefined at run time (a
 * shared module's exports are not checked at build time), so this test checks every import of every app.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const FACADE = path.join(ROOT, 'build', 'react-router-dom.ts');
const APPS = ['shell', 'mf-downloader', 'mf-auth', 'mf-preview', 'mf-content', 'shared-config'];
// Development and test only: the standalone page of a remote and the test renderer use the real package.
const DEV_ONLY = [/shared-config\/src\/standalone\.tsx$/, /\/testing\//, /\.test\.tsx?$/];

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

function facadeExports(): Set<string> {
  const text = fs.readFileSync(FACADE, 'utf8');
  const out = new Set<string>();
  for (const m of text.matchAll(/export\s+\{([^}]*)\}\s+from\s+'react-router'/g)) for (const n of names(m[1])) out.add(n);
  return out;
}

describe('the shared react-router-dom subset (build/react-router-dom.ts)', () => {
  it('exports every name the apps import from react-router-dom', () => {
    const exported = facadeExports();
    const missing: string[] = [];
    for (const app of APPS) {
      for (const file of sources(path.join(ROOT, app, 'src'))) {
        if (DEV_ONLY.some((re) => re.test(file))) continue;
        const text = fs.readFileSync(file, 'utf8');
        for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
          if (m[1]) continue;
          for (const n of names(m[2])) if (!exported.has(n)) missing.push(`${path.relative(ROOT, file)}: ${n}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('names only exports React Router has', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const rr = require('react-router') as Record<string, unknown>;
    for (const n of facadeExports()) expect(typeof rr[n]).not.toBe('undefined');
  });
});
