/**
 * A Debian package repository of a test's own on loopback (unsigned, ENGINE_DEBIAN_TRUSTED=1), holding real engine
 * packages: the engine this project runs, repacked with dpkg-deb as it is, as a newer release, or as a newer release
 * that is broken (its generic extractor fails). The engine update tests and the compiled server's suite update from
 * it; the project's engine is only read.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { engineSettings } from '../src/features/extract';
import { findProgram } from '../src/infra/programs';

const settings = engineSettings();

/** The project's engine as setup unpacked it from Debian's archive: its tree is what the packages are made of. */
function projectEngineTree(): { tree: string; version: string } | null {
  try {
    const dir = path.dirname(fs.realpathSync.native(settings.ytdlpPath));
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'engine.json'), 'utf8')) as { origin?: string; version?: string };
    if (manifest.origin !== 'debian' || !manifest.version || !fs.existsSync(path.join(dir, 'usr', 'lib', 'python3', 'dist-packages', 'yt_dlp'))) return null;
    return { tree: dir, version: manifest.version };
  } catch {
    return null;
  }
}

export const projectEngine = projectEngineTree();
const tools = ['apt-get', 'dpkg-deb'].every((t) => findProgram(t));
/** Why no repository can be made here (null: it can): the suites that need one are skipped outside CI. */
export const noEngineRepository = !tools ? 'apt-get and dpkg-deb are not available' : !projectEngine ? `the project's engine (${settings.ytdlpPath}) was not unpacked from Debian's archive` : null;

export interface EngineRepository {
  /** Its files: pool/ and dists/. */
  repo: string;
  /** Its address, http://127.0.0.1:port. */
  mirror: string;
  /** A port nothing listens on. */
  closedPort: number;
  /** A yt-dlp package of `version` made of the project's engine; `breakIt` damages it before it is packed. */
  buildPackage(version: string, breakIt?: boolean): string;
  /** Publishes these packages as the suite `unstable` (an unsigned Release file, as a local mirror has). */
  publish(debs: string[]): void;
  /** The engine's origin is this repository; the package index does not answer. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

function buildPackage(dir: string, repo: string, version: string, breakIt = false): string {
  const engine = projectEngine!;
  const stage = path.join(dir, `stage-${version}`);
  // Timestamps kept: the compiled modules stay valid, so setup's compile step only redoes what changed.
  fs.cpSync(path.join(engine.tree, 'usr'), path.join(stage, 'usr'), { recursive: true, preserveTimestamps: true });
  const site = path.join(stage, 'usr', 'lib', 'python3', 'dist-packages', 'yt_dlp');
  if (version !== engine.version) {
    const file = path.join(site, 'version.py');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^__version__ = .*$/m, `__version__ = '${version}'`));
  }
  if (breakIt) {
    fs.appendFileSync(
      path.join(site, 'extractor', 'generic.py'),
      "\n\ndef _broken(self, url):\n    raise ExtractorError('this release is broken', expected=True)\n\n\nGenericIE._real_extract = _broken\n",
    );
  }
  fs.mkdirSync(path.join(stage, 'DEBIAN'));
  fs.writeFileSync(
    path.join(stage, 'DEBIAN', 'control'),
    `Package: yt-dlp\nVersion: ${version}-1\nArchitecture: all\nMaintainer: Tests <tests@localhost>\nDescription: yt-dlp for the update tests\n`,
  );
  const deb = path.join(repo, 'pool', `yt-dlp_${version}-1_all.deb`);
  const r = spawnSync('dpkg-deb', ['--root-owner-group', '-Znone', '--build', stage, deb], { encoding: 'utf8' });
  fs.rmSync(stage, { recursive: true, force: true });
  if (r.status !== 0) throw new Error(`dpkg-deb failed: ${r.stderr}`);
  return deb;
}

function publish(repo: string, debs: string[]): void {
  const stanzas = debs.map((deb) => {
    const data = fs.readFileSync(deb);
    const version = /_([^_]+)_all\.deb$/.exec(deb)![1];
    return [
      'Package: yt-dlp', `Version: ${version}`, 'Architecture: all', 'Maintainer: Tests <tests@localhost>',
      `Filename: pool/${path.basename(deb)}`, `Size: ${data.length}`, `SHA256: ${crypto.createHash('sha256').update(data).digest('hex')}`,
      'Description: yt-dlp for the update tests', '',
    ].join('\n');
  });
  const packages = stanzas.join('\n');
  const binary = path.join(repo, 'dists', 'unstable', 'main', 'binary-amd64');
  fs.mkdirSync(binary, { recursive: true });
  fs.writeFileSync(path.join(binary, 'Packages'), packages);
  const sha = crypto.createHash('sha256').update(packages).digest('hex');
  fs.writeFileSync(
    path.join(repo, 'dists', 'unstable', 'Release'),
    `Suite: unstable\nCodename: unstable\nDate: ${new Date().toUTCString()}\nArchitectures: amd64\nComponents: main\nSHA256:\n ${sha} ${Buffer.byteLength(packages)} main/binary-amd64/Packages\n`,
  );
}

async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Serves a repository from `dir`/repo (dir: the test's own folder, which it removes). */
export async function startEngineRepository(dir: string): Promise<EngineRepository> {
  const repo = path.join(dir, 'repo');
  fs.mkdirSync(path.join(repo, 'pool'), { recursive: true });
  const server = http.createServer((req, res) => {
    const file = path.join(repo, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(repo + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-length': String(fs.statSync(file).size) });
    fs.createReadStream(file).pipe(res);
  });
  const mirror = `http://127.0.0.1:${await listen(server)}`;
  const closed = http.createServer();
  const closedPort = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
  return {
    repo,
    mirror,
    closedPort,
    buildPackage: (version, breakIt) => buildPackage(dir, repo, version, breakIt),
    publish: (debs) => publish(repo, debs),
    env: () => ({
      ENGINE_DEBIAN_MIRROR: mirror,
      ENGINE_DEBIAN_SUITE: 'unstable',
      ENGINE_DEBIAN_TRUSTED: '1',
      // The package index is a closed port: the venv branch gives up at once, as it does on this machine.
      PIP_INDEX_URL: `http://127.0.0.1:${closedPort}/simple`,
      // The solver's libraries are already cached there by the project's setup: nothing is fetched.
      DENO_DIR: settings.denoDir,
    }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
