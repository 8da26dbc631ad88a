/**
 * The docs are in their place (issue 50): the README is a front door that leads to every doc, the benchmarks'
 * README shows the current figures in one table with the command and the budget of each, no doc keeps a dated run
 * log, and the conventions of docs/architecture.md are the lint's own words and the commit rule.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
/** A file's text; a missing one reads as empty, so each check below fails on its own. */
const read = (f: string) => (fs.existsSync(path.join(ROOT, f)) ? fs.readFileSync(path.join(ROOT, f), 'utf8') : '');
const words = (text: string) => text.replace(/\s+/g, ' ');
/** The part of a Markdown text under a heading, up to the next heading of the same level or higher. */
function section(text: string, heading: string): string {
  const m = new RegExp(`^(#+) ${heading}\\s*$`, 'm').exec(text);
  if (!m) return '';
  const rest = text.slice(m.index + m[0].length);
  const end = new RegExp(`^#{1,${m[1].length}} `, 'm').exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}
/** The Markdown tables of a text: each its header cells and its rows' cells. */
function tables(text: string): { header: string[]; rows: string[][] }[] {
  const cells = (line: string) => line.trim().replace(/^\||\|$/g, '').split(/(?<!\\)\|/).map((c) => c.trim());
  const lines = text.replace(/^```[\s\S]*?^```/gm, '').split('\n');
  const found: { header: string[]; rows: string[][] }[] = [];
  lines.forEach((line, i) => {
    if (!/^\|(\s*:?-{3,}:?\s*\|)+\s*$/.test(line) || i === 0) return;
    const rows: string[][] = [];
    for (let j = i + 1; j < lines.length && lines[j].startsWith('|'); j++) rows.push(cells(lines[j]));
    found.push({ header: cells(lines[i - 1]).map((c) => c.toLowerCase()), rows });
  });
  return found;
}

describe('the README is the front door', () => {
  const readme = read('README.md');

  it('is at most 250 lines', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
  });

  it('links every doc, the benchmarks and the federation package', () => {
    const docs = fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`);
    const linked = new Set([...readme.matchAll(/\]\(([^)#\s]+)/g)].map((m) => m[1]));
    expect([...docs, 'bench/README.md', 'federation/README.md'].filter((f) => !linked.has(f))).toEqual([]);
    expect(docs).toEqual(expect.arrayContaining(['docs/architecture.md', 'docs/operations.md', 'docs/configuration.md', 'docs/api.md']));
  });
});

describe('current figures, not run logs', () => {
  it('bench/README.md has one table of figures, each with its budget and the command that reproduces it', () => {
    const found = tables(read('bench/README.md'));
    expect(found).toHaveLength(1);
    const [{ header, rows }] = found;
    const budget = header.indexOf('budget');
    const command = header.indexOf('reproduce');
    expect([budget, command].every((i) => i >= 0)).toBe(true);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((r) => !/^`(npm|node|npx) [^`]+`/.test(r[command])).map((r) => r[0])).toEqual([]);
    // Every benchmark's own figures have a budget; only the two whole runs are there for their time alone.
    expect(rows.filter((r) => !r[budget]).map((r) => r[0])).toEqual(['the whole benchmark run', 'the whole suite from a clean clone']);
  });

  it('no README or doc keeps dated rounds or runs', () => {
    const docs = ['README.md', 'bench/README.md', 'federation/README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).map((f) => `docs/${f}`)];
    const dated = docs.flatMap((f) =>
      [...read(f).matchAll(/^#+ .*(\b20\d\d-\d\d-\d\d\b|\bround\b).*$|^.*\b(on|in) (this|that|the previous|the next) (host|session|machine)'?s? (on|run)? ?\(?20\d\d-\d\d-\d\d.*$/gim)].map((m) => `${f}: ${m[0].slice(0, 80)}`),
    );
    expect(dated).toEqual([]);
  });
});

describe('the conventions are written down', () => {
  const architecture = read('docs/architecture.md');
  const conventions = words(section(architecture, 'Conventions'));

  it("docs/architecture.md's conventions hold every message the lint gives, in its words", () => {
    const lint = read('eslint.config.mjs');
    const messages = [...lint.matchAll(/\b(?:message|errorMessage):\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/g)].map((m) => m[1].slice(1, -1).replace(/\\(.)/g, '$1'));
    expect(messages.length).toBeGreaterThan(15);
    expect([...new Set(messages)].filter((m) => !conventions.includes(words(m)))).toEqual([]);
  });

  it('the commit rule is in the README and in the conventions', () => {
    const rule = /subject of at most 72 characters in the imperative .*a blank line, then the (why in the )?body/;
    expect(words(section(read('README.md'), 'Contributing'))).toMatch(rule);
    expect(conventions).toMatch(rule);
  });

  it('the texts have one rule, with nothing left that does not follow it', () => {
    const texts = words(section(section(architecture, 'Conventions'), 'Texts'));
    expect(texts).toMatch(/Every text a visitor reads comes from the Lingui catalogs/);
    expect(texts).not.toMatch(/\*\*Not yet\.\*\*/);
  });

  it("the server's middle has one rule, written in the layout and held by the lint", () => {
    const layout = words(section(section(architecture, 'Conventions'), 'Layout'));
    expect(layout).not.toMatch(/\*\*Not yet\.\*\*/);
    expect(layout).toMatch(/what no feature owns is infrastructure, in `server\/src\/infra\/`/);
    const lint = read('eslint.config.mjs');
    expect(lint).toContain("zones.push({ target: './server/src/infra', from: './server/src/features'");
    expect(lint).toContain("zones.push({ target: './server/src/shared', from: './server/src/features'");
    expect(lint).toMatch(/target: `\.\/server\/src\/features\/\$\{a\}`,\s+from: `\.\/server\/src\/features\/\$\{b\}`,\s+except: \['\.\/index\.ts'\]/);
    for (const gone of ['server/src/plugins', 'server/src/services', 'server/src/routes', 'server/src/db', 'server/src/testing']) {
      const dir = path.join(ROOT, gone);
      const files = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile()) : [];
      expect([gone, files]).toEqual([gone, []]);
    }
  });

  it('the function rule is written in the words of the lint that enforces it, with no exception left', () => {
    const functions = words(section(section(architecture, 'Conventions'), 'Functions'));
    expect(read('eslint.config.mjs')).toMatch(/'max-lines-per-function': \['error', \{ max: 80, skipBlankLines: true, skipComments: true \}\]/);
    expect(functions).toMatch(/No function over 80 lines outside tests, blank lines and comments not counted: ESLint's `max-lines-per-function` with `max: 80`, `skipBlankLines: true` and `skipComments: true`/);
    expect(functions).not.toMatch(/\*\*Not yet\.\*\*/);
  });
});
