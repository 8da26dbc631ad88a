/**
 * The repository's map is true (issue 50): every path that a README, a doc, a package.json (`exports`, `main`,
 * `types`) or the lint configuration names exists, and every section a file cites by name (docs/operations.md,
 * "Graceful stops") is a heading of that file.
 *
 * Named, in Markdown: a link's target, and an inline code span that contains a `/` or ends in the extension of a kind
 * of file the repository holds (`.ts`, `.md`, `.json`, ...). In the lint configuration: a quoted string or a word of a
 * comment that starts with a top-level folder or file of the repository, or a file name with such an extension.
 * A name resolves against its own file's folder, then the repository's root; a bare file name may be any file of the
 * repository of that name, a package name an installed package (and its exported subpath).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/**
 * Not the repository's paths, so not checked: URLs and other schemes (`https://…`, `node:fs`), routes and paths of
 * the machine (`/api/…`, `/usr/bin/chromium`), globs and placeholders (`*`, `{a,b}`, `<DATA_DIR>/media`, `…`, `$X`),
 * code, lists and settings (`npm run build`, `127.0.0.1,10.0.0.0/8`, `OUT_DIR=dist`), and what git ignores (`dist/`, `.tools/`, `.data/`:
 * made by the build, the set-up or a running server).
 */
const NOT_A_PATH = /^[a-z][a-z0-9+.-]*:|^\/|[*?{}<>[\]…$%=,\s]/i;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT })
  .toString()
  .split('\0')
  .filter((f) => f && fs.existsSync(path.join(ROOT, f)));
const extensionOf = (f: string) => /[^/.]\.([A-Za-z0-9]+)$/.exec(f)?.[1];
/** The kinds of file the repository holds: a name ending in one of them names a file. */
const EXTENSIONS = new Set(files.map(extensionOf).filter((e): e is string => !!e));
const BASENAMES = new Set(files.map((f) => path.basename(f)));
const TOP_LEVEL = new Set(files.map((f) => f.split('/')[0]));

const DOCS = files.filter((f) => /(^|\/)README\.md$/.test(f) || /^docs\/.+\.md$/.test(f));
const LINT_CONFIGS = files.filter((f) => /(^|\/)(eslint\.config\.[cm]?js|\.eslintrc(\.\w+)?)$/.test(f));
const PACKAGES = files.filter((f) => /(^|\/)package\.json$/.test(f));

const read = (f: string) => fs.readFileSync(path.join(ROOT, f), 'utf8');
const looksLikeFile = (token: string) => token.includes('/') || EXTENSIONS.has(extensionOf(token) ?? '');

/** Installed packages, as `import` would find them from the root or from any package of the repository. */
const PACKAGE_DIRS = [ROOT, ...PACKAGES.map((p) => path.join(ROOT, path.dirname(p)))];
const requires = PACKAGE_DIRS.map((dir) => createRequire(path.join(dir, 'package.json')));
function isPackage(token: string): boolean {
  const name = /^(@[^/]+\/)?[^/]+/.exec(token)?.[0] ?? token;
  const installed = (p: string) => PACKAGE_DIRS.some((dir) => fs.existsSync(path.join(dir, 'node_modules', p)));
  if (!installed(path.join(name, 'package.json'))) return false;
  return name === token || installed(token) || requires.some((r) => canResolve(r, token));
}
function canResolve(req: NodeJS.Require, specifier: string): boolean {
  try {
    req.resolve(specifier);
    return true;
  } catch {
    return false;
  }
}

/** The paths git ignores among `candidates` (relative to the root). */
function ignoredByGit(candidates: string[]): Set<string> {
  if (!candidates.length) return new Set();
  try {
    // A folder that does not exist yet (`shell/dist`) matches a folder's pattern (`dist/`) only when written as one.
    const asked = candidates.flatMap((c) => (c.endsWith('/') ? [c] : [c, `${c}/`]));
    const answered = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: ROOT, input: asked.join('\n') }).toString().split('\n');
    return new Set(answered.filter(Boolean).map((p) => p.replace(/(.)\/$/, '$1')));
  } catch {
    return new Set(); // exit 1: none is ignored
  }
}

interface Named {
  file: string;
  token: string;
  /** A link's target resolves against its file's folder only, as Markdown does. */
  link?: boolean;
}

/** What a doc names: its links' targets and its code spans that look like files (fenced blocks left out). */
function namedInMarkdown(file: string): Named[] {
  const text = read(file).replace(/^```[\s\S]*?^```/gm, '');
  const links = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)|^\[[^\]]+\]:\s*(\S+)/gm)].map((m) => ({ file, token: m[1] ?? m[2], link: true }));
  const spans = [...text.replace(/\]\([^)]*\)/g, ']').matchAll(/`([^`\n]+)`/g)].map((m) => m[1]).filter(looksLikeFile);
  return [...links, ...spans.map((token) => ({ file, token }))];
}

const startsAtTopLevel = (token: string) => TOP_LEVEL.has(token.replace(/^\.\//, '').split('/')[0]);

/** What a lint configuration names: path-like quoted strings, and path-like words of its comments. */
function namedInLintConfig(file: string): Named[] {
  const text = read(file);
  const comments = [...text.matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g)].map((m) => m[0]).join('\n');
  const words = comments.split(/[\s(),;:"'`]+/).map((w) => w.replace(/[.]+$/, ''));
  const strings = [...text.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)].map((m) => m[1] ?? m[2]);
  const pathLike = (t: string) => (t.includes('/') ? startsAtTopLevel(t) : EXTENSIONS.has(extensionOf(t) ?? '') && /^[\w.-]+$/.test(t));
  return [...words, ...strings].filter(pathLike).map((token) => ({ file, token }));
}

/** What a package.json names: the files of its `exports` (every condition), `main` and `types`. */
function namedInPackage(file: string): Named[] {
  const pkg = JSON.parse(read(file)) as { exports?: unknown; main?: unknown; types?: unknown };
  const targets: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') targets.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  [pkg.exports, pkg.main, pkg.types].forEach(walk);
  return targets.map((token) => ({ file, token: token.startsWith('.') ? token : `./${token}`, link: true }));
}

/** The headings of a Markdown file, as GitHub makes their anchors and as their text reads. */
function headings(file: string): { anchors: Set<string>; titles: string[] } {
  const titles = [...read(file).replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((m) => m[1].replace(/`/g, ''));
  const anchors = new Set(titles.map((t) => t.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-')));
  return { anchors, titles };
}

/** Why a name does not resolve, or null when it does. */
function dangling({ file, token, link }: Named): string | null {
  const [target, anchor] = link ? token.split('#') : [token];
  if (NOT_A_PATH.test(target) || (link && target === '' && !anchor)) return null;
  const dir = path.dirname(path.join(ROOT, file));
  const places = link ? [path.resolve(dir, target || path.basename(file))] : [path.resolve(dir, target), path.resolve(ROOT, target)];
  const found = places.find((p) => fs.existsSync(p));
  if (!found) {
    if (!link && !target.includes('/') && BASENAMES.has(target)) return null;
    if (!link && isPackage(target)) return null;
    return `${file}: ${token}`;
  }
  if (anchor && found.endsWith('.md') && !headings(path.relative(ROOT, found)).anchors.has(anchor)) return `${file}: ${token} (no such heading)`;
  return null;
}

/** Names that do not resolve, less those git ignores (made by the build, the set-up or the server). */
function danglingOf(named: Named[]): string[] {
  const asPaths = (n: Named) => {
    const target = n.token.split('#')[0];
    const fromFile = path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, n.file)), target));
    return [fromFile, path.normalize(target)].map((p) => p.replace(/\/$/, '')).filter((p) => p && !p.startsWith('..'));
  };
  const missing = named.map((n) => ({ n, why: dangling(n) })).filter((m) => m.why);
  const ignored = ignoredByGit([...new Set(missing.flatMap(({ n }) => asPaths(n)))]);
  return missing.filter(({ n }) => !asPaths(n).some((p) => ignored.has(p))).map(({ why }) => why!);
}

describe('every path the repository names exists', () => {
  it('finds the READMEs, the docs, the packages and the lint configuration', () => {
    expect(DOCS).toEqual(expect.arrayContaining(['README.md']));
    expect(LINT_CONFIGS).toEqual(['eslint.config.mjs']);
    expect(PACKAGES).toEqual(expect.arrayContaining(['package.json', 'federation/package.json']));
  });

  it('in the READMEs and the docs: links and code spans', () => {
    expect(danglingOf(DOCS.flatMap(namedInMarkdown))).toEqual([]);
  });

  it("in every package.json's exports, main and types", () => {
    expect(danglingOf(PACKAGES.flatMap(namedInPackage))).toEqual([]);
  });

  it('in the lint configuration: its strings and its comments', () => {
    expect(danglingOf(LINT_CONFIGS.flatMap(namedInLintConfig))).toEqual([]);
  });

  it('a section cited by name (docs/operations.md, "Graceful stops") is a heading of that file', () => {
    const sources = files.filter((f) => /\.(ts|tsx|mjs|cjs|js|sh|md)$/.test(f) && !f.includes('/copy/'));
    const wrong: string[] = [];
    for (const file of sources) {
      for (const m of read(file).matchAll(/\b((?:[\w.-]+\/)*(?:README|[\w.-]+\.md))(?:'s)?,? "([^"\n]+)"/g)) {
        const cited = m[1].endsWith('.md') ? m[1] : `${m[1]}.md`;
        const doc = [path.resolve(path.dirname(path.join(ROOT, file)), cited), path.resolve(ROOT, cited)].find((p) => fs.existsSync(p));
        if (!doc || !headings(path.relative(ROOT, doc)).titles.some((t) => t.startsWith(m[2]))) wrong.push(`${file}: ${m[0]}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
