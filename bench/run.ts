/**
 * `npm run bench`: starts the production site and prints each figure with its ratio against a baseline
 * measured in the same run. Figures and how to reproduce them are written up in bench/README.md.
 */
import { startSite, DEFAULT_DOMAIN } from '../e2e/support/site';
import { firstLoadJs, type ChunkSize } from './firstLoad';

const BUDGET_HOME_GZIP = 120 * 1024;

function table(title: string, chunks: ChunkSize[]): number {
  const total = chunks.reduce((n, c) => n + c.gzipBytes, 0);
  console.log(`\n${title}: ${(total / 1024).toFixed(1)} KB gzip in ${chunks.length} scripts`);
  for (const c of chunks) console.log(`  ${(c.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${c.url}`);
  return total;
}

async function main() {
  const site = await startSite({ default: DEFAULT_DOMAIN });
  try {
    const home = table('First-load JavaScript, home page', await firstLoadJs(site.url('/'), 'main [data-remote-area="downloader"] h1'));
    console.log(`  ratio to the 120 KB budget: ${(home / BUDGET_HOME_GZIP).toFixed(2)} (at most 1.00 meets it)`);
    table('First-load JavaScript, landing page /youtube-downloader', await firstLoadJs(site.url('/youtube-downloader'), 'main [data-remote-area="downloader"] h1'));
    table('First-load JavaScript, /preview', await firstLoadJs(site.url('/preview'), 'main [data-remote-area="preview"] :is(h1,h2,p)'));
  } finally {
    await site.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
