/**
 * First-load JavaScript of a page, as Chromium really loads it from the production build served by the
 * server: every script the page fetched until the network went idle, measured as gzip bytes (the server's
 * pre-compressed .gz files), listed per chunk.
 */
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

export interface ChunkSize {
  url: string;
  gzipBytes: number;
  rawBytes: number;
}

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export async function firstLoadJs(pageUrl: string, readySelector: string): Promise<ChunkSize[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script' || /\.js(\?|$)/.test(r.url())) scripts.add(r.url());
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    await page.waitForSelector(readySelector);
    const sizes: ChunkSize[] = [];
    for (const url of scripts) {
      const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      const raw = Buffer.from(await res.arrayBuffer());
      sizes.push({ url: new URL(url).pathname, rawBytes: raw.length, gzipBytes: zlib.gzipSync(raw, { level: 9 }).length });
    }
    return sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
  } finally {
    await browser.close();
  }
}
