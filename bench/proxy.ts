/**
 * Benchmark 3, proxied download: GET /api/proxied_download of a big local file (signed link, the server
 * streams it through its guarded fetcher) against the same file served directly by the fixture server, both
 * downloaded by curl; the CPU time each server process spends per GiB it sends (and the server's minor page
 * faults); and the server's peak resident memory while proxying a small and the big file (flat = not growing
 * with size).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MediaLinkSigner } from '../server/src/features/media-proxy/signer';
import { curlDownload, heading, median, mib, ms, processCost, ratioLine, startBaseline, startServer, verdict } from './lib';

const BIG = Number(process.env.BENCH_PROXY_MIB ?? 1024) * 1024 * 1024;
const SMALL = 64 * 1024 * 1024;
/**
 * Downloads of each kind, alternating; the best of each is compared (the machine's noise only slows). On a busy
 * 2-core machine one download's speed spreads by ±15 % on either side, so five of each.
 */
const RUNS = Number(process.env.BENCH_PROXY_RUNS ?? 5);

function writeFile(file: string, size: number): void {
  const block = crypto.randomBytes(8 * 1024 * 1024);
  const fd = fs.openSync(file, 'w');
  try {
    for (let left = size; left > 0; left -= block.length) fs.writeSync(fd, block, 0, Math.min(left, block.length));
  } finally {
    fs.closeSync(fd);
  }
}

export async function benchProxy(): Promise<boolean> {
  heading(`Proxied download: server against serving the file directly (${mib(BIG)} file)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-proxy-'));
  // Named .mp4 so the fixture sends them typed as media: the proxy hands on media only.
  writeFile(path.join(dir, 'big.mp4'), BIG);
  writeFile(path.join(dir, 'small.mp4'), SMALL);
  const secret = crypto.randomBytes(32).toString('hex');
  const files = await startBaseline('fixture.ts', [dir]);
  const server = await startServer({ TRUSTED_FETCH_HOSTS: `127.0.0.1:${files.port}`, SIGNING_SECRET: secret });
  const signer = new MediaLinkSigner(Buffer.from(secret, 'utf8'), 3600);
  const proxied = (name: string) => `${server.origin}${signer.sign('/api/proxied_download', { url: `${files.origin}/${name}`, filename: name })}`;
  try {
    const direct: number[] = [];
    const viaServer: number[] = [];
    // What each server process spends per GiB it sends: the fixture's during the direct downloads, the
    // server's during the proxied ones (a process's cost is not slowed by the others' as its speed is).
    const cost = { fixtureMs: 0, serverMs: 0, serverFaults: 0 };
    const counted = async <T>(pid: number, run: () => Promise<T>, add: (c: { cpuMs: number; minorFaults: number }) => void): Promise<T> => {
      const before = processCost(pid);
      const result = await run();
      const after = processCost(pid);
      add({ cpuMs: after.cpuMs - before.cpuMs, minorFaults: after.minorFaults - before.minorFaults });
      return result;
    };
    for (let i = 0; i < RUNS; i++) {
      const d = await counted(files.pid, () => curlDownload(`${files.origin}/big.mp4`), (c) => (cost.fixtureMs += c.cpuMs));
      const p = await counted(server.pid, () => curlDownload(proxied('big.mp4')), (c) => {
        cost.serverMs += c.cpuMs;
        cost.serverFaults += c.minorFaults;
      });
      if (d.bytes !== BIG || p.bytes !== BIG) throw new Error(`short download: direct ${d.bytes}, proxied ${p.bytes} (status ${p.status})`);
      direct.push(BIG / 1024 / 1024 / (d.ms / 1000));
      viaServer.push(BIG / 1024 / 1024 / (p.ms / 1000));
    }
    const d = Math.max(...direct);
    const p = Math.max(...viaServer);
    console.log(`  direct: ${d.toFixed(0)} MiB/s (best of ${RUNS}: ${direct.map((x) => x.toFixed(0)).join(', ')})`);
    console.log(`  through the server: ${p.toFixed(0)} MiB/s (best of ${RUNS}: ${viaServer.map((x) => x.toFixed(0)).join(', ')})`);
    const perGib = (x: number) => x / RUNS / (BIG / 1024 ** 3);
    console.log(`  CPU per GiB sent: server ${perGib(cost.serverMs).toFixed(0)} ms (${perGib(cost.serverFaults).toFixed(0)} minor page faults), fixture server ${perGib(cost.fixtureMs).toFixed(0)} ms`);
    console.log(`  medians, for the spread (not the budget): proxied ${median(viaServer).toFixed(0)}, direct ${median(direct).toFixed(0)} MiB/s, ratio ${(median(viaServer) / median(direct)).toFixed(3)}`);
    let met = ratioLine('proxied / direct throughput', p / d, { min: 0.9 });

    const idle = server.peakRss();
    server.resetPeakRss();
    await curlDownload(proxied('small.mp4'));
    const peakSmall = server.peakRss();
    server.resetPeakRss();
    const big = await curlDownload(proxied('big.mp4'));
    const peakBig = server.peakRss();
    const growth = peakBig - peakSmall;
    const flat = growth < 32 * 1024 * 1024;
    console.log(`  server peak RSS: ${mib(peakSmall)} proxying ${mib(SMALL)}, ${mib(peakBig)} proxying ${mib(BIG)} (in ${ms(big.ms)}); peak during the throughput runs above: ${mib(idle)}`);
    console.log(`  growth with file size: ${mib(growth)} for ${(BIG / SMALL).toFixed(0)}× the bytes; flat (< 32 MiB) ${verdict(flat)}`);
    met &&= flat;
    return met;
  } finally {
    await server.stop();
    await files.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
