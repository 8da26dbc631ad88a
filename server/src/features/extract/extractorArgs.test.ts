/**
 * Engine options for YouTube's tokens (issue #28, point 4): the operator's extractor arguments are taken from the
 * server's configuration only within an allow-list, refused at start with a message that names what is allowed (and
 * never the token), and reach the real engine, warm or spawned.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from '../../settings';
import { engineSettings } from './settings';
import { startFixtureServer, type FixtureServer } from '../../../test/fixtureServer';
import { EnginePool, embeddingOf } from './enginePool';
import { EXTRACTOR_ARGS_ALLOWED, extractorArgsFlags, parseExtractorArgs } from './extractorArgs';
import { YtdlpEngine } from './ytdlpEngine';
import { extractorArgsLine } from '../../cli/engine';

describe('ENGINE_EXTRACTOR_ARGS', () => {
  it("takes yt-dlp's own syntax for YouTube's player clients and PO tokens, one --extractor-args per extractor", () => {
    const value = 'youtube:player_client=default,mweb;po_token=mweb.gvs+AbC-12_x=;visitor_data=Cgt4eXo%3D;fetch_pot=never';
    expect(parseExtractorArgs(` ${value} `)).toEqual([value]);
    expect(extractorArgsFlags(parseExtractorArgs(value))).toEqual(['--extractor-args', value]);
    expect(parseExtractorArgs('')).toEqual([]);
    expect(readConfig({ ENGINE_EXTRACTOR_ARGS: value }).engineExtractorArgs).toEqual([value]);
    expect(readConfig({}).engineExtractorArgs).toEqual([]);
    expect(EXTRACTOR_ARGS_ALLOWED.youtube).toEqual(expect.arrayContaining(['player_client', 'po_token', 'visitor_data', 'data_sync_id', 'fetch_pot']));
  });

  it.each([
    ['generic:impersonate=chrome', /"generic" is not an extractor whose options the server takes \(allowed: youtube\)/],
    ['youtube:formats=incomplete', /"youtube" option "formats" is not allowed \(allowed: player_client, player_skip, po_token/],
    ['youtube:player_client=web youtube:po_token=web.gvs+SECRET', /names "youtube" twice/],
    ['youtube:po_token=web.gvs+SECRET;po_token=mweb.gvs+SECRET', /option "po_token" is given twice/],
    ['youtube:po_token', /each option of "youtube" is key=value/],
    ['player_client=web', /takes extractor:key=value/],
  ])('refuses %s at start, saying what is allowed and never echoing a token', (raw, message) => {
    expect(() => readConfig({ ENGINE_EXTRACTOR_ARGS: raw })).toThrow(message);
    try {
      readConfig({ ENGINE_EXTRACTOR_ARGS: raw });
    } catch (e) {
      expect((e as Error).message).not.toContain('SECRET');
      expect((e as Error).name).toBe('Error');
      expect(e).toHaveProperty('constructor.name', 'ConfigError');
    }
  });
});

describe('npm run engine -- status', () => {
  it("names each extractor's options, never their values, and says when the setting strays", () => {
    expect(extractorArgsLine(undefined)).toBe('none (ENGINE_EXTRACTOR_ARGS)');
    const line = extractorArgsLine('youtube:player_client=mweb;po_token=mweb.gvs+SECRET;visitor_data=SECRET2');
    expect(line).toBe('youtube (player_client, po_token, visitor_data)');
    expect(extractorArgsLine('youtube:cookies=/etc/passwd')).toMatch(/^INVALID: ENGINE_EXTRACTOR_ARGS: "youtube" option "cookies" is not allowed/);
  });
});

/**
 * That they reach the engine, on a local page: yt-dlp's generic extractor takes extractor arguments too, and its
 * `variant_query` shows in the result (the formats' links carry the query), so the test hands the engine that one.
 */
describe('the engine with extractor arguments', () => {
  const PROGRAM = engineSettings().ytdlpPath;
  const embeddable = embeddingOf(PROGRAM) !== null;
  let fixture: FixtureServer;
  let dir: string;
  const pools: EnginePool[] = [];
  jest.setTimeout(30_000);

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'extractor-args-'));
    fixture = await startFixtureServer(null);
    fixture.route('/master.m3u8', (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' }).end('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=320x240\nlow.m3u8\n'),
    );
    fixture.route('/low.m3u8', (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' }).end('#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4,\ns0.ts\n#EXT-X-ENDLIST\n'),
    );
  });
  afterAll(async () => {
    pools.splice(0).forEach((p) => p.close());
    await fixture.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const engine = (extractorArgs: string[], pool?: EnginePool) =>
    new YtdlpEngine({ program: PROGRAM, pool, proxyUrl: async () => '', socketTimeoutSeconds: 10, timeoutMs: 30_000, denoPath: '', denoDir: '', extractorArgs });

  it('spawned and warm alike, the engine extracts with them and acts on them', async () => {
    const url = `${fixture.origin}/master.m3u8`;
    const without = await engine([]).extract(url);
    expect(without.formats.map((f) => f.url)).toEqual([`${fixture.origin}/low.m3u8`]);
    const spawned = await engine(['generic:variant_query=dl=1']).extract(url);
    expect(spawned.formats.map((f) => f.url)).toEqual([`${fixture.origin}/low.m3u8?dl=1`]);
    if (!embeddable && process.env.CI !== 'true') return console.log(`warm engine part skipped: ${PROGRAM} cannot be embedded`);
    const pool = new EnginePool({ size: 1, maxJobs: 100, maxRssBytes: 1024 ** 3, idleMs: 60_000, onEvent: () => undefined });
    pools.push(pool);
    const warm = await engine(['generic:variant_query=dl=1'], pool).extract(url);
    expect(warm.formats.map((f) => f.url)).toEqual([`${fixture.origin}/low.m3u8?dl=1`]);
  });
});
