/**
 * The remote contract (contract/src/remoteContract.ts) as the type checker applies it: a route, a shell's use
 * of a remote module or a remote's exposed modules that do not fit it fail the type check. Each case is a small
 * source file type-checked with the repository's own compiler options, as if it were a file of the package named.
 */
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..');

/** The type errors of `source`, placed as a file of the package `pkg` (its tsconfig's options and types). */
function typeErrors(pkg: string, source: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, pkg, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
  const file = path.join(ROOT, pkg, 'src', '__contract_case__.tsx');
  const host = ts.createCompilerHost(config.options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  host.readFile = (f) => (path.resolve(f) === file ? source : read(f));
  host.fileExists = (f) => path.resolve(f) === file || exists(f);
  const program = ts.createProgram([file], { ...config.options, noEmit: true }, host);
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const ROUTE = "id: 'x', path: '/x', aliases: [], title: null, description: null, inSitemap: false";

describe('the remote contract, as the type check applies it', () => {
  it('accepts the routes and uses that fit it', () => {
    expect(
      typeErrors(
        'contract',
        `import type { RouteDef } from './routes';
         export const ok: RouteDef[] = [
           { ${ROUTE}, area: 'downloader', expose: './PlatformPage', props: { platformId: 'youtube' } },
           { ${ROUTE}, area: 'content', expose: './BlogPostPage' },
         ];`,
      ),
    ).toEqual([]);
  }, 60_000);

  it('refuses a route to a module its remote does not expose, or to a module that is not a page', () => {
    expect(typeErrors('contract', `import type { RouteDef } from './routes';\nexport const r: RouteDef = { ${ROUTE}, area: 'downloader', expose: './BlogPage' };`).join('\n')).toMatch(/BlogPage/);
    expect(typeErrors('contract', `import type { RouteDef } from './routes';\nexport const r: RouteDef = { ${ROUTE}, area: 'auth', expose: './AccountMenu' };`)).not.toEqual([]);
  }, 60_000);

  it('refuses a route giving a page props of another name or type', () => {
    expect(typeErrors('contract', `import type { RouteDef } from './routes';\nexport const r: RouteDef = { ${ROUTE}, area: 'downloader', expose: './PlatformPage', props: { share: '1' } };`)).not.toEqual([]);
    expect(typeErrors('contract', `import type { RouteDef } from './routes';\nexport const r: RouteDef = { ${ROUTE}, area: 'downloader', expose: './HomePage', props: { share: 1 } };`)).not.toEqual([]);
  }, 60_000);

  it("refuses the shell's use of a module the remote does not expose, or with props of another type", () => {
    const use = (jsx: string) => typeErrors('shell', `import { RemoteModule } from './features/remote/components/RemoteModule';\nexport const e = ${jsx};`);
    expect(use(`<RemoteModule area="auth" expose="./AccountMenu" compact />`)).toEqual([]);
    expect(use(`<RemoteModule area="auth" expose="./ProfilePage" />`).join('\n')).toMatch(/ProfilePage/);
    expect(use(`<RemoteModule area="downloader" expose="./HomePage" props={{ params: {}, props: { share: 2 } }} />`)).not.toEqual([]);
  }, 60_000);

  it("refuses a remote's exposed modules when one is missing or takes other props", () => {
    const remote = (modules: string) => typeErrors('mf-downloader', `import type { ExposedModules } from '@dl/shared-config';\nexport type E = ExposedModules<'downloader', ${modules}>;`);
    const page = '{ default: (p: { params: Record<string, string>; props: Partial<{ share: string; platformId: string }> }) => null }';
    expect(remote(`{ './HomePage': ${page}; './PlatformPage': ${page} }`)).toEqual([]);
    expect(remote(`{ './HomePage': ${page} }`).join('\n')).toMatch(/PlatformPage/);
    expect(remote(`{ './HomePage': ${page}; './PlatformPage': { default: (p: { size: number }) => null } }`)).not.toEqual([]);
  }, 60_000);
});
