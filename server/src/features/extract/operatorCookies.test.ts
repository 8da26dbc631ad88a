/**
 * Operator cookies (issue #28, point 2): a folder of Netscape cookies files, one per platform (COOKIES_DIR). A local
 * page and feed on 127.0.0.1 serve their media only with the right cookie: extraction fails without the file and works
 * with it, through the real engine (spawned and warm) and a native extractor; a request to another host (a redirect
 * to 127.0.0.2) carries no cookie; the engine's copy is its own (the operator's file stays as it was although the
 * engine writes cookies back, and no copy is left); files others may read, misnamed or not in Netscape's format are
 * refused at start; `npm run engine -- status` names platforms, counts and dates; no value reaches a message or log.
 *
 * The platform table is the test's: its platforms' hosts are the local servers' (the real table's are public names).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { readConfig } from '../../settings';
import { engineSettings } from './settings';
import { startFixtureServer, type FixtureServer } from '../../../test/fixtureServer';
import * as pages from '../../../test/pages';
import { buildFeatureApp, testConfig } from '../../../test/testApp';
import { EgressGuard, GuardedFetcher, OperatorCookies, cookieHeader, cookiesFor, cookiesStatusLine, parseNetscapeCookies, readCookiesDir, type CookiesCopy } from '../fetch';
import { EnginePool, embeddingOf } from './enginePool';
import { runNative } from './native';
import { YtdlpEngine } from './ytdlpEngine';

const SECRET = 'S3cretSessi0n';
const SECRET2 = 'AuthT0ken-xyz';
const OTHER = 'OtherSiteVa1ue';
const PLATFORMS = [
  { id: 'youtube', hosts: ['127.0.0.1'] },
  { id: 'castbox', hosts: ['castbox.test'] },
];

/** A browser export: a comment, an HttpOnly cookie, a session cookie, and another site's cookie (left out). */
const COOKIES_TXT = [
  '# Netscape HTTP Cookie File',
  '# https://curl.se/docs/http-cookies.html (exported for a throwaway account)',
  '',
  `127.0.0.1\tFALSE\t/\tFALSE\t0\tsession\t${SECRET}`,
  `#HttpOnly_127.0.0.1\tFALSE\t/\tFALSE\t4102444800\tauth\t${SECRET2}`,
  `127.0.0.2\tFALSE\t/\tFALSE\t4102444800\tleak\t${OTHER}`,
  '',
].join('\n');

let root: string;
let fixture: FixtureServer;
let other: { origin: string; host: string; requests: http.IncomingHttpHeaders[]; close(): Promise<void> };
jest.setTimeout(30_000);

function writeFile(file: string, text: string, mode = 0o600): string {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, text);
  fs.chmodSync(file, mode);
  return file;
}

/** A fresh COOKIES_DIR holding `files` (name → text, 0600). */
function cookiesDir(files: Record<string, string>, mode = 0o600): string {
  const dir = fs.mkdtempSync(path.join(root, 'cookies-'));
  for (const [name, text] of Object.entries(files)) writeFile(path.join(dir, name), text, mode);
  return dir;
}

const hasCookie = (req: http.IncomingMessage) => String(req.headers.cookie ?? '').split('; ').includes(`session=${SECRET}`);
const refuse = (res: http.ServerResponse) => res.writeHead(403, { 'content-type': 'text/plain' }).end('Sign in to see this');
const m3u8 = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=320x240\nlow.m3u8\n';

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-cookies-'));
  // Another host: its own server on 127.0.0.2, recording what it is sent.
  const requests: http.IncomingHttpHeaders[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.headers);
    if (req.url === '/master.m3u8') return res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' }).end(m3u8);
    if (req.url === '/feed.xml') return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(pages.rssFeed(`http://${address}`));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  const address = `127.0.0.2:${(server.address() as AddressInfo).port}`;
  other = { origin: `http://${address}`, host: address, requests, close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))) };

  fixture = await startFixtureServer(null);
  // The members-only page: it answers only with the session cookie, and sets one more (the engine writes it back).
  fixture.route('/watch', (req, res) => {
    if (!hasCookie(req)) return refuse(res);
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'seen=1; Max-Age=3600; Path=/' })
      .end('<!doctype html><html><head><title>Members only</title></head><body><video controls src="/master.m3u8"></video></body></html>');
  });
  fixture.route('/master.m3u8', (req, res) => (hasCookie(req) ? res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' }).end(m3u8) : refuse(res)));
  fixture.route('/away.m3u8', (req, res) => (hasCookie(req) ? res.writeHead(302, { location: `${other.origin}/master.m3u8` }).end() : refuse(res)));
  fixture.route('/feed.xml', (req, res, o) => (hasCookie(req) ? res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(pages.rssFeed(o)) : refuse(res)));
  fixture.route('/away/feed.xml', (req, res) => (hasCookie(req) ? res.writeHead(302, { location: `${other.origin}/feed.xml` }).end() : refuse(res)));
});

afterAll(async () => {
  await fixture.close();
  await other.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('Netscape cookies files', () => {
  it("reads a browser's export and matches cookies as a browser does: domain, path, secure, expiry", () => {
    const cookies = parseNetscapeCookies(COOKIES_TXT, 'youtube.txt');
    expect(cookies.map((c) => [c.domain, c.name, c.expires])).toEqual([
      ['127.0.0.1', 'session', 0],
      ['127.0.0.1', 'auth', 4102444800],
      ['127.0.0.2', 'leak', 4102444800],
    ]);
    const web = parseNetscapeCookies(
      [
        '# HTTP Cookie File',
        '.example.com\tTRUE\t/\tTRUE\t4102444800\tsid\ta',
        'example.com\tFALSE\t/app\tFALSE\t0\tapp\tb',
        '.example.com\tTRUE\t/\tFALSE\t1000\told\tc',
      ].join('\n'),
      'f',
    );
    const header = (url: string) => cookieHeader(cookiesFor(web, new URL(url), 2000));
    expect(header('https://www.example.com/x')).toBe('sid=a');
    expect(header('http://www.example.com/x')).toBeUndefined();
    expect(header('http://example.com/app/1')).toBe('app=b');
    expect(header('http://example.com/application')).toBeUndefined();
    expect(header('https://example.com/app')).toBe('app=b; sid=a');
    expect(header('https://badexample.com/')).toBeUndefined();
    expect(header('https://example.com.evil.test/')).toBeUndefined();
  });

  it.each([
    ['.youtube.com\tTRUE\t/\tFALSE\t0\tSID\tSECRETVALUE', /youtube\.txt is not a Netscape cookies file: its first line must be "# Netscape HTTP Cookie File"/],
    ['[{"domain": ".youtube.com", "value": "SECRETVALUE"}]', /youtube\.txt is JSON, not a Netscape cookies file/],
    ['# Netscape HTTP Cookie File\n.youtube.com TRUE / FALSE 0 SID SECRETVALUE', /youtube\.txt line 2: a cookie is seven fields separated by tabs \(this line has 1\)/],
    ['# Netscape HTTP Cookie File\n.youtube.com\tFALSE\t/\tFALSE\t0\tSID\tSECRETVALUE', /line 2: the second field is TRUE exactly when the domain starts with a dot/],
    ['# Netscape HTTP Cookie File\n\n.youtube.com\tTRUE\t/\tFALSE\tsoon\tSID\tSECRETVALUE', /line 3: the expiry \(fifth field\) is whole seconds/],
    ['# Netscape HTTP Cookie File\n.youtube.com\tTRUE\t/\tFALSE\t0\tSID\tSECRET;VALUE', /line 2: the value \(seventh field\) holds characters/],
  ])('refuses %#: the file and line named, never a value', (text, message) => {
    expect(() => parseNetscapeCookies(text, 'youtube.txt')).toThrow(message);
    expect(() => parseNetscapeCookies(text, 'youtube.txt')).not.toThrow(/SECRET/);
  });
});

describe('COOKIES_DIR at start', () => {
  const config = (dir: string) => () => readConfig({ COOKIES_DIR: dir });

  it('takes a folder of <platform id>.txt files only their owner may read; empty means none', () => {
    const youtube = `# Netscape HTTP Cookie File\n#HttpOnly_.youtube.com\tTRUE\t/\tTRUE\t4102444800\tSID\t${SECRET}\n`;
    const dir = cookiesDir({ 'youtube.txt': youtube, 'notes.md': 'ignored', '.hidden.txt': 'ignored' });
    expect(readConfig({ COOKIES_DIR: dir }).cookiesDir).toBe(dir);
    expect(readConfig({}).cookiesDir).toBe('');
    expect(readConfig({ COOKIES_DIR: cookiesDir({}) }).cookiesDir).not.toBe('');
  });

  it.each([
    ['0644', 0o644],
    ['0640', 0o640],
    ['0604', 0o604],
  ])('refuses a file others may read (mode %s), saying how to mend it', (_label, mode) => {
    const dir = cookiesDir({ 'youtube.txt': COOKIES_TXT }, mode);
    const file = path.join(dir, 'youtube.txt');
    const message = `COOKIES_DIR: ${file} may be read by other users of this machine (mode 0${mode.toString(8)}): a cookies file is a signed-in session; make it readable by the server's user only (chmod 600 ${file})`;
    expect(config(dir)).toThrow(message);
    try {
      config(dir)();
    } catch (e) {
      expect(e).toHaveProperty('constructor.name', 'ConfigError');
    }
  });

  it('refuses a file named after no platform, one not in Netscape format, and a folder that is not there', () => {
    expect(config(cookiesDir({ 'cookies.txt': COOKIES_TXT }))).toThrow(/cookies\.txt is not named after a platform: name each file <platform id>\.txt, one of youtube, tiktok, twitter, /);
    const bad = cookiesDir({ 'tiktok.txt': `# Netscape HTTP Cookie File\n.tiktok.com\tTRUE\t/\tFALSE\t0\tsid_tt\n` });
    expect(config(bad)).toThrow(`COOKIES_DIR: ${path.join(bad, 'tiktok.txt')} line 2: a cookie is seven fields separated by tabs (this line has 6)`);
    expect(config(path.join(root, 'absent'))).toThrow(`COOKIES_DIR: ${path.join(root, 'absent')} does not exist`);
  });
});

describe('npm run engine -- status', () => {
  it('lists the platforms with cookies, how many and their first expiry; never a value', () => {
    const dir = cookiesDir({ 'youtube.txt': COOKIES_TXT, 'castbox.txt': `# Netscape HTTP Cookie File\ncastbox.test\tFALSE\t/\tFALSE\t946684800\tsid\t${SECRET}\n` });
    const line = cookiesStatusLine(dir, PLATFORMS, Date.UTC(2026, 10, 26) / 1000);
    expect(line).toBe(
      `castbox (1 cookie, EXPIRED since 2000-01-01); youtube (2 cookies, first expiry 2100-01-01; other sites' cookies left out: 127.0.0.2) (COOKIES_DIR ${dir})`,
    );
    expect(cookiesStatusLine('')).toBe('none (COOKIES_DIR is empty)');
    fs.chmodSync(path.join(dir, 'youtube.txt'), 0o644);
    expect(cookiesStatusLine(dir, PLATFORMS)).toMatch(/^INVALID: COOKIES_DIR: .*youtube\.txt may be read by other users/);
    expect(readCookiesDir(cookiesDir({}), PLATFORMS)).toEqual([]);
  });
});

describe('a native extractor with the operator cookies', () => {
  let fetcher: GuardedFetcher;
  beforeAll(() => {
    fetcher = new GuardedFetcher(new EgressGuard([fixture.host, other.host]), { timeoutMs: 3000, idleTimeoutMs: 3000 });
  });
  afterAll(() => fetcher.close());

  it("reads a feed that answers only with the cookie; a redirect to another host carries none of them", async () => {
    const ctx = { fetcher, maxPageBytes: 1024 * 1024 };
    const feed = `${fixture.origin}/feed.xml`;
    // Without the file: the feed refuses, and the link goes on to the engine (null).
    await expect(runNative(feed, 'Unknown Platform', ctx)).resolves.toBeNull();
    const problems: string[] = [];
    const cookies = new OperatorCookies({ dir: cookiesDir({ 'youtube.txt': COOKIES_TXT }), platforms: PLATFORMS, onProblem: (m) => problems.push(m) });
    const withCookies = { ...ctx, cookies: (url: URL) => cookies.headerFor(url) };
    const info = await runNative(feed, 'Unknown Platform', withCookies);
    expect(info).toMatchObject({ series: 'The Test Show', is_podcast: true });
    expect(fixture.requests.at(-1)?.headers.cookie).toBe(`session=${SECRET}; auth=${SECRET2}`);

    const before = other.requests.length;
    const away = await runNative(`${fixture.origin}/away/feed.xml`, 'Unknown Platform', withCookies);
    expect(away).toMatchObject({ series: 'The Test Show' });
    expect(fixture.requests.at(-1)?.headers.cookie).toBe(`session=${SECRET}; auth=${SECRET2}`);
    expect(other.requests.slice(before)).toHaveLength(1);
    expect(other.requests.slice(before).map((h) => h.cookie)).toEqual([undefined]);
    expect(problems).toEqual([]);
  });

  it('reads a file again when it changes, and leaves one that strays unused, naming it without a value', () => {
    const dir = cookiesDir({ 'youtube.txt': COOKIES_TXT });
    const problems: string[] = [];
    const cookies = new OperatorCookies({ dir, platforms: PLATFORMS, onProblem: (m) => problems.push(m) });
    const url = new URL(`${fixture.origin}/watch`);
    expect(cookies.headerFor(url)).toBe(`session=${SECRET}; auth=${SECRET2}`);
    expect(cookies.headerFor(new URL(`${other.origin}/watch`))).toBeUndefined();
    writeFile(path.join(dir, 'youtube.txt'), COOKIES_TXT.replace('\tsession\t', '\t\t'), 0o644);
    expect(cookies.headerFor(url)).toBeUndefined();
    expect(problems).toEqual([`COOKIES_DIR: ${path.join(dir, 'youtube.txt')} may be read by other users of this machine (mode 0644): a cookies file is a signed-in session; make it readable by the server's user only (chmod 600 ${path.join(dir, 'youtube.txt')}); it is not used until it is mended`]);
    fs.chmodSync(path.join(dir, 'youtube.txt'), 0o600);
    expect(cookies.headerFor(url)).toBeUndefined();
    expect(problems[1]).toMatch(/youtube\.txt line 4: the name \(sixth field\) is empty/);
    expect(problems.join('\n')).not.toMatch(new RegExp(`${SECRET}|${SECRET2}|${OTHER}`));
  });
});

describe('the engine with the operator cookies', () => {
  const PROGRAM = engineSettings().ytdlpPath;
  const embeddable = embeddingOf(PROGRAM) !== null;
  const pools: EnginePool[] = [];
  afterAll(() => pools.splice(0).forEach((p) => p.close()));

  /** The operator's cookies, with what each run's copy held when the run ended (the engine had written it back). */
  function operatorCookies(dir: string, tmpDir: string) {
    const cookies = new OperatorCookies({ dir, platforms: PLATFORMS, tmpDir });
    const copies: string[] = [];
    const watched = {
      copyFor: async (link: string): Promise<CookiesCopy | null> => {
        const copy = await cookies.copyFor(link);
        return copy && { file: copy.file, release: () => (copies.push(fs.readFileSync(copy.file, 'utf8')), copy.release()) };
      },
    };
    return { watched, copies };
  }

  const engine = (cookies: { copyFor(link: string): Promise<CookiesCopy | null> } | undefined, failures: string[], pool?: EnginePool) =>
    new YtdlpEngine({
      program: PROGRAM,
      pool,
      proxyUrl: async () => '',
      socketTimeoutSeconds: 10,
      timeoutMs: 30_000,
      denoPath: '',
      denoDir: '',
      cookies,
      onFailure: ({ line }) => failures.push(String(line)),
    });

  it('runs the engine without cookies when its copy cannot be made, and says so', async () => {
    const problems: string[] = [];
    const cookies = new OperatorCookies({ dir: cookiesDir({ 'youtube.txt': COOKIES_TXT }), platforms: PLATFORMS, tmpDir: path.join(root, 'absent'), onProblem: (m) => problems.push(m) });
    await expect(cookies.copyFor(`${fixture.origin}/watch`)).resolves.toBeNull();
    expect(problems).toEqual([expect.stringMatching(/the engine's copy of .*youtube\.txt could not be made in the temp folder \(ENOENT\); this extraction runs without cookies$/)]);
    await expect(cookies.copyFor(`${other.origin}/watch`)).resolves.toBeNull();
    expect(problems).toHaveLength(1);
  });

  it('removes at start the copies a crashed run left behind, not those of runs under way nor anything else', () => {
    const tmpDir = fs.mkdtempSync(path.join(root, 'tmp-'));
    const old = Date.now() / 1000 - 3600;
    for (const name of ['mediagrab-cookies-crashed', 'mediagrab-cookies-running', 'someone-elses']) writeFile(path.join(tmpDir, name, 'youtube.txt'), COOKIES_TXT);
    fs.utimesSync(path.join(tmpDir, 'mediagrab-cookies-crashed'), old, old);
    fs.utimesSync(path.join(tmpDir, 'someone-elses'), old, old);
    new OperatorCookies({ dir: '', platforms: PLATFORMS, tmpDir }).sweep(120_000);
    expect(fs.readdirSync(tmpDir).sort()).toEqual(['mediagrab-cookies-running', 'someone-elses']);
  });

  it.each([
    ['spawned', false],
    ['warm', true],
  ])('%s: a page that serves its media only with the cookie fails without the file and works with it; another host gets none', async (_name, warm) => {
    if (warm && !embeddable && process.env.CI !== 'true') return console.log(`warm engine part skipped: ${PROGRAM} cannot be embedded`);
    const pool = warm ? new EnginePool({ size: 1, maxJobs: 100, maxRssBytes: 1024 ** 3, idleMs: 60_000, onEvent: () => undefined }) : undefined;
    if (pool) pools.push(pool);
    const failures: string[] = [];
    const page = `${fixture.origin}/watch`;

    await expect(engine(undefined, failures, pool).extract(page)).rejects.toThrow();

    const dir = cookiesDir({ 'youtube.txt': COOKIES_TXT });
    const file = path.join(dir, 'youtube.txt');
    const mtime = fs.statSync(file).mtimeMs;
    const tmpDir = fs.mkdtempSync(path.join(root, 'tmp-'));
    const { watched, copies } = operatorCookies(dir, tmpDir);
    const withCookies = engine(watched, failures, pool);
    const info = await withCookies.extract(page);
    expect(info.title).toMatch(/^Members only/);
    expect(info.formats.map((f) => f.url)).toEqual([`${fixture.origin}/low.m3u8`]);
    // What is stored and answered holds no cookie (the engine gives them as a field of their own, which is not kept).
    expect(JSON.stringify(info)).not.toMatch(new RegExp(`${SECRET}|${SECRET2}`));
    const sent = fixture.requests.filter((r) => r.url === '/watch' || r.url === '/master.m3u8').slice(-2);
    expect(sent.map((r) => r.headers.cookie)).toEqual([`session=${SECRET}; auth=${SECRET2}`, expect.stringContaining(`session=${SECRET}`)]);

    // The copy per run: the engine wrote the page's cookie back into its copy, never into the operator's file.
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatch(/\tseen\t1$/m);
    expect(copies[0]).not.toContain(OTHER);
    expect(fs.readFileSync(file, 'utf8')).toBe(COOKIES_TXT);
    expect(fs.statSync(file).mtimeMs).toBe(mtime);
    expect(fs.readdirSync(tmpDir)).toEqual([]);

    // A redirect to another host: the engine follows it, and that host gets no cookie (not even the file's own for it).
    const before = other.requests.length;
    const away = await withCookies.extract(`${fixture.origin}/away.m3u8`);
    expect(away.formats.map((f) => f.url)).toEqual([`${other.origin}/low.m3u8`]);
    expect(other.requests.length).toBeGreaterThan(before);
    expect(other.requests.slice(before).filter((h) => h.cookie !== undefined)).toEqual([]);
    expect(fs.readdirSync(tmpDir)).toEqual([]);

    expect(failures.join('\n')).not.toMatch(new RegExp(`${SECRET}|${SECRET2}|${OTHER}`));
    if (!warm) return;
    // A link of no platform gets no cookies; in a warm worker, nothing of the last run's cookies stays.
    await expect(engine(watched, failures, pool).extract(`${other.origin}/master.m3u8`)).resolves.toBeTruthy();
    expect(other.requests.at(-1)?.cookie).toBeUndefined();
    await expect(engine(undefined, failures, pool).extract(page)).rejects.toThrow();
    expect(fs.readdirSync(tmpDir)).toEqual([]);
    expect(failures.join('\n')).not.toMatch(new RegExp(`${SECRET}|${SECRET2}|${OTHER}`));
    expect(failures.length).toBeGreaterThan(0);
  });
});

describe('the server with COOKIES_DIR', () => {
  it('names the platforms with cookies in its log, never a value, and no answer carries one', async () => {
    const youtube = `# Netscape HTTP Cookie File\n#HttpOnly_.youtube.com\tTRUE\t/\tTRUE\t4102444800\tSID\t${SECRET}\n.youtube.com\tTRUE\t/\tFALSE\t0\tPREF\t${SECRET2}\n`;
    const dir = cookiesDir({ 'youtube.txt': youtube });
    const lines: string[] = [];
    const config = testConfig({ COOKIES_DIR: dir, TRUSTED_FETCH_HOSTS: fixture.host, EXTRACT_RATE_LIMIT_PER_MINUTE: '1000' });
    const app = await buildFeatureApp(config, { log: { write: (line) => void lines.push(line) } });
    try {
      const started = lines.map((l) => JSON.parse(l) as { msg?: string }).find((l) => l.msg?.startsWith('operator cookies:'));
      expect(started?.msg).toBe(`operator cookies: youtube (2 cookies, first expiry 2100-01-01) (COOKIES_DIR ${dir})`);
      const answers = [];
      for (const tweet_url of [`${fixture.origin}/watch`, `${fixture.origin}/feed.xml`]) {
        answers.push((await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url } })).body);
      }
      expect(answers.every((a) => JSON.parse(a).error)).toBe(true);
      expect(lines.some((l) => l.includes('extraction failed'))).toBe(true);
      expect([...lines, ...answers].join('\n')).not.toMatch(new RegExp(`${SECRET}|${SECRET2}`));
    } finally {
      await app.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
