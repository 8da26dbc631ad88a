/**
 * First-load JavaScript of a page, as Chromium really loads it from the production build served by the
 * server, measured as gzip bytes (level 9, as the server's pre-compressed .gz files) and listed per chunk:
 * `first` is every script fetched until the load event has fired and the page's content is on screen;
 * `deferred` is what the page fetched after that until the network went idle (code loaded on idle).
 */
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

export interface ChunkSize {
  url: string;
  gzipBytes: number;
  rawBytes: number;
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface FirstLoad {
  first: ChunkSize[];
  deferred: ChunkSize[];
}

async function sizes(urls: Iterable<string>): Promise<ChunkSize[]> {
  const out: ChunkSize[] = [];
  for (const url of urls) {
    const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const raw = Buffer.from(await res.arrayBuffer());
    out.push({ url: new URL(url).pathname, rawBytes: raw.length, gzipBytes: zlib.gzipSync(raw, { level: 9 }).length });
  }
  return out.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** `locale`: the browser's language (its Accept-Language), which chooses the page's (issue #24); English by default. */
export async function firstLoadJs(pageUrl: string, readySelector: string, locale = 'en-US'): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ locale });
    // In the page: the moment the content first matches readySelector (checked on every DOM change).
    await page.addInitScript((selector: string) => {
      const w = window as unknown as { __contentAt?: number };
      new MutationObserver((_m, obs) => {
        if (document.querySelector(selector)) {
          w.__contentAt = performance.now();
          obs.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    }, readySelector);
    const scripts = new Set<string>();
    page.on('response', (r) => {
      // Scripts, and the landing copy a page in another language fetches before its first render (issue #24).
      if (r.request().resourceType() === 'script' || /\.js(\?|$)|\/landing\/[a-z]{2}\/[^/]+\.json$/.test(r.url())) scripts.add(r.url());
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    await page.waitForSelector(readySelector);
    // Split by the browser's own clock: a script whose request started before both the load event and the
    // content being on screen counts as first-load; anything requested later was deferred.
    const startedAt = await page.evaluate(() => {
      const w = window as unknown as { __contentAt?: number };
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const cutoff = Math.max(w.__contentAt ?? Infinity, nav.loadEventEnd);
      return { cutoff, entries: performance.getEntriesByType('resource').map((e) => [e.name, e.startTime] as const) };
    });
    const start = new Map(startedAt.entries);
    const isFirst = (u: string) => (start.get(u) ?? 0) <= startedAt.cutoff;
    return { first: await sizes([...scripts].filter(isFirst)), deferred: await sizes([...scripts].filter((u) => !isFirst(u))) };
  } finally {
    await browser.close();
  }
}
