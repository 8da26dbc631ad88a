import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { leanModuleSource, reexportSources, writeLeanModule } from './leanShared';
import { exportsTaken, namesTakenFrom } from './sharedExports';
import { repositorySources, usedExports } from './shared';

const ROOT = path.resolve(__dirname, '..', '..');
const roots: string[] = [];
afterAll(() => roots.forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

describe('the names a source takes from a package', () => {
  it('reads named imports and re-exports (by their exported name), and no type-only import', () => {
    const src = `
      import { Link, useNavigate as go, type NavigateFunction } from 'react-router-dom';
      import type { Location } from 'react-router-dom';
      export { Outlet } from 'react-router-dom';
      import { other } from 'elsewhere';
      const f = () => go;`;
    expect([...namesTakenFrom(src, 'a.tsx', 'react-router-dom')].sort()).toEqual(['Link', 'Outlet', 'useNavigate']);
  });

  it('takes all of it for a namespace import, export *, a side-effect import or import()', () => {
    for (const src of ["import * as RR from 'react-router-dom';", "export * from 'react-router-dom';", "import 'react-router-dom';", "const m = import('react-router-dom');"]) {
      expect([...namesTakenFrom(src, 'a.ts', 'react-router-dom')]).toEqual(['*']);
    }
  });

  it("leaves out tests, test helpers and an app's standalone page", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-exports-'));
    roots.push(dir);
    const write = (rel: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    };
    write('app/Page.tsx', "import { Link } from 'react-router-dom';");
    write('app/Page.test.tsx', "import { MemoryRouter } from 'react-router-dom';");
    write('testing/render.tsx', "import { MemoryRouter } from 'react-router-dom';");
    write('app/standalone.tsx', "import { RouterProvider, createBrowserRouter } from 'react-router-dom';");
    write('features/x/useThing.ts', "import { useSearchParams, Link } from 'react-router-dom';");
    expect(exportsTaken([dir], 'react-router-dom')).toEqual(['Link', 'useSearchParams']);
  });
});

describe('the lean copy of a package', () => {
  const entry = 'import { HydratedRouter, RouterProvider } from "react-router/dom";\nexport * from "react-router";\nexport { HydratedRouter, RouterProvider };\n';

  it("re-exports each name from the module the package itself takes it from, never the package's own name", () => {
    expect(reexportSources(entry)).toEqual({ named: new Map([['HydratedRouter', 'react-router/dom'], ['RouterProvider', 'react-router/dom']]), star: ['react-router'] });
    const text = leanModuleSource('react-router-dom', entry, ['Link', 'RouterProvider', 'useLocation']);
    expect(text).toContain('export { Link, useLocation } from "react-router";');
    expect(text).toContain('export { RouterProvider } from "react-router/dom";');
    expect(text).not.toContain('"react-router-dom"');
  });

  it('refuses a build that takes all of the package', () => {
    expect(() => leanModuleSource('react-router-dom', entry, ['*'])).toThrow(/an app takes all of react-router-dom/);
  });

  it("is written into the app's build cache, named after its content", () => {
    const { file, hash } = writeLeanModule(path.join(ROOT, 'shell'), 'react-router-dom', ['Link']);
    expect(file).toBe(path.join(ROOT, 'shell', 'node_modules', '.cache', 'dl-lean-shared', `react_router_dom-${hash}.mjs`));
    expect(fs.readFileSync(file, 'utf8')).toContain('export { Link } from "react-router";');
  });
});

describe("this repository's apps", () => {
  it('take from react-router-dom only what its lean copy has, and each states what it takes', () => {
    const lean = exportsTaken(repositorySources(ROOT), 'react-router-dom');
    expect(lean).toEqual(expect.arrayContaining(['BrowserRouter', 'Link', 'useNavigate', 'useRoutes']));
    expect(lean).not.toContain('createBrowserRouter');
    for (const app of ['shell', 'mf-downloader', 'mf-auth', 'mf-preview', 'mf-content']) {
      const taken = usedExports(path.join(ROOT, app))['react-router-dom'];
      expect(taken.length).toBeGreaterThan(0);
      expect(taken.filter((n) => !lean.includes(n))).toEqual([]);
    }
  });
});
