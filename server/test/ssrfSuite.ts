/**
 * SSRF suite (issue 9, part 1): hostile URLs sent to every endpoint that fetches for a user, on the real
 * server (buildApp). Victim listeners on 127.0.0.1 and ::1 (ports NOT in TRUSTED_FETCH_HOSTS) count every
 * connection: the count must stay 0. Each answer must be a 4xx with `{ error }`. Addresses other than
 * loopback are never connected to: the guard's own decision is checked first, and a URL is only sent to the
 * endpoints once the guard is known to refuse it.
 */
import dns from 'node:dns';
import type http from 'node:http';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { startFixtureServer, type FixtureServer } from './fixtureServer';
import type { ExtractionStore } from '../src/features/extract/extractionStore';
import type { RawFormat } from '../src/shared/extraction';
import type { TestProxy } from './proxies';
import { buildRealApp, hasErrorBody, startCountingListener, Tally, type CountingListener } from './support';

export interface SsrfSuiteOptions {
  /** The suite's name in the reliability tally. */
  name: string;
  /** An upstream proxy every request of the server goes through (UPSTREAM_PROXIES): it must be asked for nothing hostile. */
  proxy?: () => Promise<TestProxy>;
}

/** Defines the suite's tests (ssrf.test.ts runs them direct, ssrfProxied.test.ts through an upstream proxy). */
export function ssrfSuite(options: SsrfSuiteOptions): void {
  jest.setTimeout(60_000);

  let app: FastifyInstance;
  let fixture: FixtureServer;
  let v4: CountingListener;
  let v6: CountingListener;
  const tally = new Tally(options.name);
  let proxy: TestProxy | null = null;
  let guardRefusals = 0;

  /** Names that "resolve" to private addresses, served by the guard's resolver (dns.promises.lookup). */
  const FAKE_DNS: Record<string, { address: string; family: 4 | 6 }[]> = {
    'rebind.attacker.test': [{ address: '127.0.0.1', family: 4 }],
    'v6.attacker.test': [{ address: '::1', family: 6 }],
    'mapped.attacker.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
    'internal.attacker.test': [{ address: '10.0.0.7', family: 4 }],
    'metadata.google.internal': [{ address: '169.254.169.254', family: 4 }],
    'aws-meta.attacker.test': [{ address: 'fd00:ec2::254', family: 6 }],
  };

  /** Targets on loopback that would reach a victim listener if the guard let them through. */
  function loopbackTargets(p: number, q: number): string[] {
    return [
      `http://127.0.0.1:${p}/`,
      `https://127.0.0.1:${p}/`,
      `http://127.1:${p}/`,
      `http://127.0.1:${p}/`,
      `http://127.2.3.4:${p}/`,
      `http://2130706433:${p}/`,
      `http://0x7f000001:${p}/`,
      `http://0x7f.0x0.0x0.0x1:${p}/`,
      `http://0177.0.0.1:${p}/`,
      `http://017700000001:${p}/`,
      `http://127.000.000.001:${p}/`,
      `http://%31%32%37.0.0.1:${p}/`,
      `http://\u2460\u2461\u2466.0.0.1:${p}/`,
      `http://127\u30020\u30020\u30021:${p}/`,
      `http://0.0.0.0:${p}/`,
      `http://0:${p}/`,
      `http://[::ffff:127.0.0.1]:${p}/`,
      `http://[0:0:0:0:0:ffff:7f00:1]:${p}/`,
      `http://[::ffff:7f00:1]:${p}/`,
      `http://[::1]:${q}/`,
      `http://[0:0:0:0:0:0:0:1]:${q}/`,
      `http://[::]:${q}/`,
      `http://localhost:${p}/`,
      `http://LOCALHOST.:${p}/`,
      `http://app.localhost:${p}/`,
      `http://localhost:${q}/`,
      `http://runsc:${p}/`,
      `http://vm:${p}/`,
      `http://evil.example@127.0.0.1:${p}/`,
      `http://127.0.0.1:${p}#@evil.example/`,
      `http://rebind.attacker.test:${p}/`,
      `http://v6.attacker.test:${q}/`,
      `http://mapped.attacker.test:${p}/`,
    ];
  }

  /** Private, link-local, CGNAT, multicast and metadata targets: refused by answer and guard, never connected to. */
  const REMOTE_TARGETS = [
    'http://10.0.0.1/',
    'http://10.1/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://100.127.255.254/',
    'http://169.254.169.254/latest/meta-data/',
    'http://2852039166/latest/meta-data/',
    'http://0xa9fea9fe/latest/meta-data/',
    'http://0251.0376.0251.0376/latest/meta-data/',
    'http://[::ffff:169.254.169.254]/latest/meta-data/',
    'http://[::ffff:a9fe:a9fe]/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://aws-meta.attacker.test/latest/meta-data/',
    'http://internal.attacker.test/',
    'http://224.0.0.1/',
    'http://239.255.255.250:1900/',
    'http://255.255.255.255/',
    'http://[ff02::1]/',
    'http://[fe80::1]/',
    'http://[fc00::1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://192.0.2.1/',
  ];

  function schemeTargets(p: number): string[] {
    return [
      'file:///etc/passwd',
      'file://localhost/etc/passwd',
      `gopher://127.0.0.1:${p}/_GET%20/`,
      `ftp://127.0.0.1:${p}/`,
      `dict://127.0.0.1:${p}/info`,
      'data:text/plain,hello',
      'javascript:alert(1)',
    ];
  }

  let targets: string[] = [];
  /** Redirect chains on the trusted fixture server, each ending at a hostile place. */
  let redirects: string[] = [];

  function fakeLookup(real: typeof dns.promises.lookup) {
    return (async (hostname: string, options?: unknown) => {
      const fake = FAKE_DNS[hostname.toLowerCase()];
      if (fake) return fake;
      return real(hostname, options as dns.LookupAllOptions);
    }) as typeof dns.promises.lookup;
  }

  beforeAll(async () => {
    v4 = await startCountingListener('127.0.0.1');
    v6 = await startCountingListener('::1');
    fixture = await startFixtureServer(null);
    const realLookup = dns.promises.lookup.bind(dns.promises);
    jest.spyOn(dns.promises, 'lookup').mockImplementation(fakeLookup(realLookup));

    // /redirect?to=URL (302, or ?code=307), /hop?n=N&to=URL (N more hops on the fixture before the target).
    fixture.route('/redirect', (req: http.IncomingMessage, res: http.ServerResponse) => {
      const u = new URL(req.url ?? '/', fixture.origin);
      res.writeHead(Number(u.searchParams.get('code') ?? 302), { location: u.searchParams.get('to') ?? '/' }).end();
    });
    fixture.route('/hop', (req: http.IncomingMessage, res: http.ServerResponse, o: string) => {
      const u = new URL(req.url ?? '/', o);
      const n = Number(u.searchParams.get('n') ?? 0);
      const to = u.searchParams.get('to') ?? '/';
      const next = n > 0 ? `${o}/hop?n=${n - 1}&to=${encodeURIComponent(to)}` : to;
      res.writeHead(302, { location: next }).end();
    });
    // A page whose media lives on a victim listener (the extractor finds it; downloading it must be refused).
    fixture.route('/pages/hostile-media.html', (_req: http.IncomingMessage, res: http.ServerResponse) =>
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html><head><title>Hostile media</title></head><body><video src="http://127.0.0.1:${v4.port}/clip.mp4" controls></video></body></html>`),
    );
    // An HLS playlist on the trusted fixture whose segments live on the victim listeners.
    fixture.route('/hostile.m3u8', (_req: http.IncomingMessage, res: http.ServerResponse) =>
      res
        .writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' })
        .end(
          `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:1\n#EXT-X-MEDIA-SEQUENCE:0\n#EXTINF:1.0,\nhttp://127.0.0.1:${v4.port}/seg0.ts\n#EXTINF:1.0,\nhttp://[::1]:${v6.port}/seg1.ts\n#EXT-X-ENDLIST\n`,
        ),
    );

    targets = [...loopbackTargets(v4.port, v6.port), ...REMOTE_TARGETS, ...schemeTargets(v4.port)];
    const r = (to: string, extra = '') => `${fixture.origin}/redirect?to=${encodeURIComponent(to)}${extra}`;
    redirects = [
      r(`http://127.0.0.1:${v4.port}/`),
      r(`http://[::1]:${v6.port}/`),
      r(`http://localhost:${v4.port}/`),
      r(`http://2130706433:${v4.port}/`, '&code=307'),
      r(`http://[::ffff:127.0.0.1]:${v4.port}/`, '&code=308'),
      r(`http://rebind.attacker.test:${v4.port}/`),
      r('http://169.254.169.254/latest/meta-data/'),
      r('file:///etc/passwd'),
      r(`gopher://127.0.0.1:${v4.port}/_x`),
      `${fixture.origin}/hop?n=3&to=${encodeURIComponent(`http://127.0.0.1:${v4.port}/`)}`,
    ];

    proxy = options.proxy ? await options.proxy() : null;
    app = await buildRealApp({
      TRUSTED_FETCH_HOSTS: fixture.host,
      EXTRACT_SOCKET_TIMEOUT_SECONDS: '3',
      EXTRACT_TIMEOUT_SECONDS: '20',
      FETCH_TIMEOUT_SECONDS: '3',
      UPSTREAM_PROXIES: proxy?.url ?? '',
    });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    tally.print({ targets: targets.length, redirect_chains: redirects.length, guard_refusals: guardRefusals, victim_connections: v4.connections() + v6.connections() });
    jest.restoreAllMocks();
    await app?.close();
    await fixture?.close();
    await v4?.close();
    await v6?.close();
    // The proxy did carry the server's requests to the fixture (the redirect chains start there).
    if (proxy) expect((await proxy.connections()).length).toBeGreaterThan(0);
    await proxy?.close();
  });

  afterEach(async () => {
    // The one invariant of the suite: nothing reached a victim.
    expect(v4.connections()).toBe(0);
    expect(v6.connections()).toBe(0);
    // Through an upstream proxy, the proxy was asked for the trusted fixture only: never a hostile place.
    if (proxy) for (const c of await proxy.connections()) expect(c.target).toBe(fixture.host);
  });

  /** The guard's decision, without any connection: true when it refuses the URL. */
  async function guardRefuses(raw: string): Promise<boolean> {
    try {
      const url = app.fetcher.guard.parseUrl(raw);
      await app.fetcher.guard.check(url);
      return false;
    } catch (err) {
      return (err as { statusCode?: number }).statusCode === 400;
    }
  }

  function expectRefusal(res: LightMyRequestResponse, what: string, head = false): void {
    tally.record(res);
    if (res.statusCode < 400 || res.statusCode >= 500 || (!head && !hasErrorBody(res))) {
      throw new Error(`${what}: expected a 4xx with { error }, got ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  }

  const signed = (route: '/api/proxied_download' | '/api/tiktok_proxy', url: string) => app.mediaLinks.sign(route, { url, filename: 'clip.mp4' });

  function store(): ExtractionStore {
    // The extraction feature's own store (the one start-merge reads): hostile formats are injected into it.
    return (app.extract as unknown as { deps: { store: ExtractionStore } }).deps.store;
  }

  async function storeHostile(videoUrl: string, audioUrl?: string): Promise<string> {
    const formats: RawFormat[] = [{ format_id: 'v', url: videoUrl, protocol: 'https', ext: 'mp4', vcodec: 'avc1', acodec: 'none', width: 640, height: 360 }];
    if (audioUrl) formats.push({ format_id: 'a', url: audioUrl, protocol: 'https', ext: 'm4a', vcodec: 'none', acodec: 'mp4a.40.2' });
    const info = { webpage_url: 'https://example.com/', title: 'Hostile', uploader: null, description: null, thumbnail: null, duration: 2, is_podcast: false, series: null, episode_number: null, season_number: null, formats, extractor: 'test' };
    return (await store().put('Unknown Platform', info)).id;
  }

  /** Sends one hostile URL to every endpoint that fetches (except extraction, which has its own test). */
  async function attackFetchingEndpoints(target: string): Promise<void> {
    for (const route of ['/api/proxied_download', '/api/tiktok_proxy'] as const) {
      const link = signed(route, target);
      expectRefusal(await app.inject({ url: link }), `GET ${route} ${target}`);
      expectRefusal(await app.inject({ method: 'HEAD', url: link }), `HEAD ${route} ${target}`, true);
      expectRefusal(await app.inject({ url: `/api/preview?url=${encodeURIComponent(link)}` }), `preview ${route} ${target}`);
    }
    expectRefusal(await app.inject({ url: `/api/image-proxy?url=${encodeURIComponent(target)}` }), `image-proxy ${target}`);
    const id = await storeHostile(target, target);
    expectRefusal(await app.inject({ url: `/api/download/start-merge?task_id=${id}&video_format_id=v&audio_format_id=a` }), `start-merge ${target}`);
    expectRefusal(await app.inject({ url: `/api/download/start-merge?task_id=${id}&video_format_id=v` }), `start-merge video-only ${target}`);
  }

  describe('hostile URLs', () => {
    it('has at least 40 of them, each refused by the guard itself', async () => {
      expect(targets.length).toBeGreaterThanOrEqual(40);
      const accepted: string[] = [];
      for (const t of targets) {
        if (await guardRefuses(t)) guardRefusals++;
        else accepted.push(t);
      }
      expect(accepted).toEqual([]);
    });

    it('are refused by extraction (POST /api/download-video) with a 4xx and { error }, before any work', async () => {
      for (const t of targets) {
        if (!(await guardRefuses(t))) throw new Error(`not sending ${t}: the guard lets it through`);
        const res = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: t } });
        expectRefusal(res, `extract ${t}`);
        // Share text with the link inside is read the same way.
        expectRefusal(await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: `Look at this ${t} wow` } }), `extract share text ${t}`);
      }
    });

    it('are refused by the proxies, image proxy, preview and merges, even for validly signed links', async () => {
      for (const t of targets) {
        if (!(await guardRefuses(t))) throw new Error(`not sending ${t}: the guard lets it through`);
        await attackFetchingEndpoints(t);
      }
    });
  });

  describe('redirect chains that end at a hostile place', () => {
    it('are refused at the hop that turns hostile by the proxies, the image proxy and preview', async () => {
      for (const chain of redirects) {
        for (const route of ['/api/proxied_download', '/api/tiktok_proxy'] as const) {
          const link = signed(route, chain);
          expectRefusal(await app.inject({ url: link }), `GET ${route} via ${chain}`);
          expectRefusal(await app.inject({ url: `/api/preview?url=${encodeURIComponent(link)}` }), `preview via ${chain}`);
        }
        expectRefusal(await app.inject({ url: `/api/image-proxy?url=${encodeURIComponent(chain)}` }), `image-proxy via ${chain}`);
      }
      expect(fixture.requests.some((r) => r.url.startsWith('/redirect'))).toBe(true);
    });

    it('are refused by extraction (the engine fetches through the egress proxy)', async () => {
      const chains = [redirects[0], redirects[1], redirects[5], redirects[6], redirects[9]];
      const results = await Promise.all(chains.map((chain) => app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: chain } })));
      results.forEach((res, i) => expectRefusal(res, `extract via ${chains[i]}`));
    });

    it('cannot make a merge read a hostile segment: the task fails and nothing is connected to', async () => {
      const id = await storeHostile(`${fixture.origin}/hostile.m3u8`);
      const start = await app.inject({ url: `/api/download/start-merge?task_id=${id}&video_format_id=v` });
      tally.record(start, false);
      expect(start.statusCode).toBe(200);
      const taskId = start.json().task_id as string;
      let status = '';
      for (let i = 0; i < 200 && status !== 'error' && status !== 'complete'; i++) {
        await new Promise((r) => setTimeout(r, 50));
        status = (await app.inject(`/api/download/status/${taskId}`)).json().status;
      }
      expect(status).toBe('error');
      const file = await app.inject(`/api/download/file/${taskId}`);
      expectRefusal(file, 'file of a refused merge');
      expect(fixture.requests.some((r) => r.url === '/hostile.m3u8')).toBe(true);
    });

    it('a page whose media points at a hostile address yields no link to it (422 with { error })', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/download-video', payload: { tweet_url: `${fixture.origin}/pages/hostile-media.html` } });
      expectRefusal(res, 'extract a page with hostile media');
      expect(res.statusCode).toBe(422);
    });
  });
}
