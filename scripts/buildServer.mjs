/**
 * The server's production build: each entry (the server, the merge worker, the two CLIs) compiled by esbuild (the
 * compiler tsx runs on) into one CommonJS file under server/dist/ that plain `node` runs. What the server imports of
 * this repository (its own source, @dl/contract, @dl/federation: TypeScript that node cannot load) is bundled in;
 * every npm package stays external and is loaded from node_modules as before (native modules such as better-sqlite3
 * and pg included). Each bundled module keeps the `__dirname` of its source file (the folder it sits in, found from
 * the bundle's own place, so a moved checkout still works): the files the server reads next to its code (the
 * engine's worker script, the PWA's static files, server/runtime.json, the project's .tools) are read where they
 * are, as under tsx. `SERVER_COMPILED` is true in the build, so the engine feature runs the compiled CLI.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_DIST = path.join(ROOT, 'server', 'dist');
/** Source entry (under server/src) → output (under server/dist). */
export const SERVER_ENTRIES = { 'main.ts': 'main.js', 'worker.ts': 'worker.js', 'cli/engine.ts': 'cli/engine.js', 'cli/user.ts': 'cli/user.js' };

/** What the build reads: a change to any of these rebuilds the server. */
export function serverInputs(walk) {
  return [
    ...walk(path.join(ROOT, 'server', 'src')).filter((f) => !/\.test\.tsx?$/.test(f)),
    path.join(ROOT, 'server', 'package.json'),
    ...walk(path.join(ROOT, 'contract', 'src')).filter((f) => !/\.test\.tsx?$/.test(f)),
    path.join(ROOT, 'contract', 'package.json'),
    ...walk(path.join(ROOT, 'federation')).filter((f) => !/\.test\.tsx?$/.test(f)),
    path.join(ROOT, 'package-lock.json'),
    path.join(ROOT, 'scripts', 'buildServer.mjs'),
  ];
}

const inRepository = (file) => file.startsWith(ROOT + path.sep) && !file.split(path.sep).includes('node_modules');

/**
 * Bare imports stay `require`s of node_modules, except this repository's packages (@dl/*), bundled in; `__dirname`
 * in a module of this repository becomes its source folder, relative to the output file's folder.
 */
function repositoryPlugin(outDir) {
  return {
    name: 'server-build',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@dl/') || args.kind === 'entry-point' ? undefined : { path: args.path, external: true }));
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        if (!inRepository(args.path)) return undefined;
        const source = fs.readFileSync(args.path, 'utf8');
        if (!/\b__dirname\b/.test(source)) return undefined;
        const from = JSON.stringify(path.relative(outDir, path.dirname(args.path)).split(path.sep).join('/'));
        // On the first line, so that the source map's lines stay the source's.
        const contents = `const __sourceDirname = require("node:path").join(__dirname, ${from}); ${source.replace(/\b__dirname\b/g, '__sourceDirname')}`;
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/** Writes a file by renaming a complete copy over it: a process starting meanwhile reads the old or the new one. */
function writeAtomically(file, contents) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, contents);
  fs.renameSync(tmp, file);
}

/** Compiles every entry into server/dist; esbuild's warnings fail the build (a lost `import.meta`, say). */
export async function buildServer() {
  const esbuild = await import('esbuild');
  for (const [entry, out] of Object.entries(SERVER_ENTRIES)) {
    const outfile = path.join(SERVER_DIST, out);
    const result = await esbuild.build({
      entryPoints: [path.join(ROOT, 'server', 'src', entry)],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20.19',
      sourcemap: 'linked',
      sourcesContent: false,
      write: false,
      logLevel: 'silent',
      define: { SERVER_COMPILED: 'true' },
      plugins: [repositoryPlugin(path.dirname(outfile))],
    });
    if (result.warnings.length) {
      const text = await esbuild.formatMessages(result.warnings, { kind: 'warning' });
      throw new Error(`the server's build of ${entry} has warnings:\n${text.join('\n')}`);
    }
    for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
  }
}
