/**
 * Operator cookies (issue #28, point 2): a folder (COOKIES_DIR) of Netscape cookies files, one per platform, named
 * `<platform id>.txt` (`youtube.txt`, `instagram.txt`, …; the ids of the platform table). A file's cookies are for
 * its platform's hosts only: cookies of other sites in it are left out (and counted at start), the engine gets them
 * for that platform's links only, and a native extractor's request carries those whose domain, path, secure flag and
 * expiry match its host (each redirect's hop is matched again). The downloads made from the engine's extraction of a
 * platform's link (the media proxy, merges) carry that platform's, to its hosts only, and hand on media answers only.
 *
 * The engine writes cookies back into the file it is given, so each run gets a private copy (a folder of its own,
 * 0700, in the temp folder) that goes when the run ends: the operator's file is never written to.
 *
 * The files are checked at start (the server refuses to start, naming the file): only their owner may read them
 * (no permission for the group or others: `chmod 600`), their names are platform ids, their format is Netscape's.
 * A file changed while the server runs is read again; one that strays then is not used (the log says why). Nothing
 * here ever logs, prints or returns a cookie's value: only names of files and platforms, counts and dates.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PLATFORMS } from '@dl/contract';
import { CookiesFileError, cookieHeader, cookiesFor, domainMatches, netscapeFile, parseNetscapeCookies, type NetscapeCookie } from './netscape';

export { CookiesFileError } from './netscape';

/** A platform as the cookies see it: its id (the file's name) and the hosts its cookies may go to. */
export interface CookiePlatform {
  id: string;
  hosts: readonly string[];
}

/** One platform's file as `npm run engine -- status` and the start-up log describe it (never a value). */
export interface CookiesFileSummary {
  platform: string;
  file: string;
  /** Cookies for the platform's hosts. */
  cookies: number;
  /** The first expiry among them (seconds since 1970); null when all are session cookies (or there are none). */
  firstExpiry: number | null;
  /** Domains of other sites whose cookies the file holds and the server leaves out. */
  otherDomains: string[];
}

interface LoadedFile extends CookiesFileSummary {
  kept: NetscapeCookie[];
}

/** What the engine runs with: the path of a private copy, and its removal once the run is over. */
export interface CookiesCopy {
  file: string;
  release(): Promise<void>;
}

const FILE_SUFFIX = '.txt';
/** The engine's copies: a folder of this name in the temp folder per run. */
const COPY_PREFIX = 'mediagrab-cookies-';

/** The platform whose hosts include `host` (the host itself or a subdomain of one of them). */
export function platformOfHost(host: string, platforms: readonly CookiePlatform[]): CookiePlatform | null {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return platforms.find((p) => p.hosts.some((ph) => domainMatches(h, ph, true))) ?? null;
}

function modeText(mode: number): string {
  return `0${(mode & 0o777).toString(8)}`;
}

/** One platform's file, checked: a regular file only its owner may use, in Netscape's format. */
function loadFile(file: string, platform: CookiePlatform): LoadedFile {
  const label = `COOKIES_DIR: ${file}`;
  let st: fs.Stats;
  try {
    st = fs.statSync(file);
  } catch (e) {
    throw new CookiesFileError(`${label} cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (!st.isFile()) throw new CookiesFileError(`${label} is not a file`);
  if (st.mode & 0o077) {
    throw new CookiesFileError(
      `${label} may be read by other users of this machine (mode ${modeText(st.mode)}): a cookies file is a signed-in session; make it readable by the server's user only (chmod 600 ${file})`,
    );
  }
  let data: Buffer;
  try {
    data = fs.readFileSync(file);
  } catch (e) {
    throw new CookiesFileError(`${label} cannot be read (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const all = parseNetscapeCookies(data, label);
  const kept = all.filter((c) => platform.hosts.some((h) => domainMatches(c.domain, h, true)));
  const otherDomains = [...new Set(all.filter((c) => !kept.includes(c)).map((c) => c.domain))].sort();
  const expiries = kept.map((c) => c.expires).filter((e) => e > 0);
  return { platform: platform.id, file, cookies: kept.length, firstExpiry: expiries.length ? Math.min(...expiries) : null, otherDomains, kept };
}

/** The `.txt` files of the folder (hidden files and other names are not the server's). */
function cookieFiles(dir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CookiesFileError(`COOKIES_DIR: ${dir} ${code === 'ENOENT' ? 'does not exist' : code === 'ENOTDIR' ? 'is not a folder' : `cannot be read (${code ?? 'error'})`}`);
  }
  return names.filter((n) => !n.startsWith('.') && n.endsWith(FILE_SUFFIX)).sort();
}

/**
 * Every file of the folder, checked as the server does at start: throws CookiesFileError naming the file that
 * strays (a name that is no platform's id, permissions, format). An empty folder holds no cookies.
 */
export function readCookiesDir(dir: string, platforms: readonly CookiePlatform[] = PLATFORMS): CookiesFileSummary[] {
  return cookieFiles(dir).map((name) => {
    const id = name.slice(0, -FILE_SUFFIX.length);
    const platform = platforms.find((p) => p.id === id);
    if (!platform) {
      throw new CookiesFileError(
        `COOKIES_DIR: ${path.join(dir, name)} is not named after a platform: name each file <platform id>.txt, one of ${platforms.map((p) => p.id).join(', ')}`,
      );
    }
    const { kept: _kept, ...summary } = loadFile(path.join(dir, name), platform);
    return summary;
  });
}

/** How the start-up log and `npm run engine -- status` describe the files: platforms, counts and dates only. */
export function describeCookies(files: readonly CookiesFileSummary[], nowSeconds = Date.now() / 1000): string {
  if (!files.length) return 'none';
  const day = (s: number) => new Date(s * 1000).toISOString().slice(0, 10);
  return files
    .map((f) => {
      const expiry = f.firstExpiry === null ? 'session cookies only' : `${f.firstExpiry <= nowSeconds ? 'EXPIRED since' : 'first expiry'} ${day(f.firstExpiry)}`;
      const others = f.otherDomains.length ? `; other sites' cookies left out: ${f.otherDomains.join(', ')}` : '';
      return `${f.platform} (${f.cookies} cookie${f.cookies === 1 ? '' : 's'}, ${f.cookies ? expiry : 'none for its hosts'}${others})`;
    })
    .join('; ');
}

/**
 * The folder's files in one line (`npm run engine -- status`, the start-up log): which platforms have cookies, how
 * many and their first expiry; what is wrong when a file strays (the server would not start with it).
 */
export function cookiesStatusLine(dir: string, platforms: readonly CookiePlatform[] = PLATFORMS, nowSeconds = Date.now() / 1000): string {
  if (!dir) return 'none (COOKIES_DIR is empty)';
  try {
    return `${describeCookies(readCookiesDir(dir, platforms), nowSeconds)} (COOKIES_DIR ${dir})`;
  } catch (e) {
    return `INVALID: ${(e as Error).message}`;
  }
}

export interface OperatorCookiesOptions {
  /** COOKIES_DIR; empty: no cookies. */
  dir: string;
  /** The platform table (tests hand another); default the contract's. */
  platforms?: readonly CookiePlatform[];
  /** Where the engine's copies are made; default the system's temp folder. */
  tmpDir?: string;
  /** Hears why a file changed since the start is not used (the log); the message names the file, never a value. */
  onProblem?: (message: string) => void;
}

/** What a download asks of the operator's cookies (the media proxy, merges): the cookies option of its requests. */
export type DownloadCookies = Pick<OperatorCookies, 'forDownload'>;

/** The operator's cookies: the engine's copies, and the Cookie header of the server's own requests. */
export class OperatorCookies {
  private readonly platforms: readonly CookiePlatform[];
  private readonly cache = new Map<string, { key: string; loaded: LoadedFile | null }>();

  constructor(private readonly options: OperatorCookiesOptions) {
    this.platforms = options.platforms ?? PLATFORMS;
  }

  private get tmpDir(): string {
    return this.options.tmpDir ?? os.tmpdir();
  }

  /**
   * Removes copies left by runs whose process ended with them (a crash, a kill): this user's copy folders older than
   * `olderThanMs` (longer than any run lasts, so another instance's running copy stays).
   */
  sweep(olderThanMs: number, now = Date.now()): void {
    let names: string[];
    try {
      names = fs.readdirSync(this.tmpDir);
    } catch {
      return;
    }
    const uid = process.getuid?.();
    for (const name of names.filter((n) => n.startsWith(COPY_PREFIX))) {
      const dir = path.join(this.tmpDir, name);
      try {
        const st = fs.lstatSync(dir);
        if (!st.isDirectory() || (uid !== undefined && st.uid !== uid) || now - st.mtimeMs < olderThanMs) continue;
        fs.rmSync(dir, { recursive: true, force: true });
      } catch {
        /* gone meanwhile */
      }
    }
  }

  get enabled(): boolean {
    return this.options.dir !== '';
  }

  /** The platform of a link or request, by its host. */
  platformOf(url: string | URL): CookiePlatform | null {
    let host: string;
    try {
      host = (typeof url === 'string' ? new URL(url) : url).hostname;
    } catch {
      return null;
    }
    return platformOfHost(host, this.platforms);
  }

  /** The platform's file as it is now: read again when it changed, null when there is none or it strays. */
  private current(platform: CookiePlatform): LoadedFile | null {
    if (!this.enabled) return null;
    const file = path.join(this.options.dir, `${platform.id}${FILE_SUFFIX}`);
    let key: string;
    try {
      const st = fs.statSync(file);
      key = `${st.ino}:${st.size}:${st.mtimeMs}:${st.mode}`;
    } catch {
      this.cache.delete(file);
      return null;
    }
    const known = this.cache.get(file);
    if (known?.key === key) return known.loaded;
    let loaded: LoadedFile | null = null;
    try {
      loaded = loadFile(file, platform);
    } catch (e) {
      this.options.onProblem?.(`${(e as Error).message}; it is not used until it is mended`);
    }
    this.cache.set(file, { key, loaded });
    return loaded;
  }

  /**
   * The Cookie header for one request (a native extractor's, a manifest's, a download's): the cookies of its host's
   * platform that match its URL. With `platform`, none unless the host is that platform's: a download carries the
   * cookies of the platform its link was extracted from, never those of a host a page merely pointed at.
   */
  headerFor(url: URL, platform?: string): string | undefined {
    const own = platformOfHost(url.hostname, this.platforms);
    if (!own || (platform !== undefined && own.id !== platform)) return undefined;
    const loaded = this.current(own);
    return loaded ? cookieHeader(cookiesFor(loaded.kept, url)) : undefined;
  }

  /**
   * The `cookies` option of a download's requests (the guarded fetcher asks it at every hop): the cookies of `platform`
   * for each URL of that platform's hosts; undefined for a download that carries none.
   */
  forDownload(platform: string | null | undefined): ((url: URL) => string | undefined) | undefined {
    return platform && this.enabled ? (url) => this.headerFor(url, platform) : undefined;
  }

  /**
   * The platform whose cookies the downloads of a link's extraction may carry (its host's, when COOKIES_DIR is set):
   * the links and merges made from it name it, and each of their requests asks `headerFor(url, platform)`.
   */
  downloadPlatformOf(link: string | URL): string | null {
    return this.enabled ? this.platformOf(link)?.id ?? null : null;
  }

  /**
   * A private copy of the link's platform's cookies for one run of the engine (which writes cookies back into its
   * file); null when the platform has none. The caller releases it when the run is over.
   */
  async copyFor(link: string): Promise<CookiesCopy | null> {
    const platform = this.platformOf(link);
    const loaded = platform && this.current(platform);
    if (!loaded || !loaded.kept.length) return null;
    let dir = '';
    const release = () => (dir ? fs.promises.rm(dir, { recursive: true, force: true }) : Promise.resolve());
    try {
      dir = await fs.promises.mkdtemp(path.join(this.tmpDir, COPY_PREFIX));
      const file = path.join(dir, `${loaded.platform}${FILE_SUFFIX}`);
      await fs.promises.writeFile(file, netscapeFile(loaded.kept), { mode: 0o600, flag: 'wx' });
      return { file, release };
    } catch (e) {
      // The run goes on without cookies rather than not at all.
      await release();
      this.options.onProblem?.(`COOKIES_DIR: the engine's copy of ${loaded.file} could not be made in the temp folder (${(e as NodeJS.ErrnoException).code ?? 'error'}); this extraction runs without cookies`);
      return null;
    }
  }
}
