import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { startFixtureServer, startSilentServer, type FixtureServer } from '../../../test/fixtureServer';
import { makeTestMedia, type TestMedia } from '../../../test/media';
import { EgressGuard, GuardedFetcher } from '../fetch';
import { SOURCE_TEXT } from './ffmpeg';
import { FeedError, HlsFeeder, parseMediaPlaylist, type HlsInput } from './hlsFeed';

const BASE = 'https://cdn.example/v/stream.m3u8';
const vod = (body: string) => `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n${body}#EXT-X-ENDLIST\n`;

describe('parseMediaPlaylist', () => {
  it('lists the segments of a VOD playlist in order, as absolute URLs', () => {
    const plan = parseMediaPlaylist(vod('#EXTINF:4.0,\nseg0.ts\n#EXTINF:4.0,\n/abs/seg1.ts\n#EXTINF:2.0,\nhttps://other.example/seg2.ts?sig=1\n'), BASE);
    expect(plan).toEqual({
      init: null,
      segments: [
        { url: 'https://cdn.example/v/seg0.ts', range: null },
        { url: 'https://cdn.example/abs/seg1.ts', range: null },
        { url: 'https://other.example/seg2.ts?sig=1', range: null },
      ],
    });
  });

  it('reads an fMP4 playlist with its initialization section and byte ranges (offsets following on)', () => {
    const plan = parseMediaPlaylist(
      vod('#EXT-X-MAP:URI="media.mp4",BYTERANGE="720@0"\n#EXTINF:4,\n#EXT-X-BYTERANGE:1000@720\nmedia.mp4\n#EXTINF:4,\n#EXT-X-BYTERANGE:500\nmedia.mp4\n'),
      BASE,
    );
    expect(plan).toEqual({
      init: { url: 'https://cdn.example/v/media.mp4', range: { start: 0, length: 720 } },
      segments: [
        { url: 'https://cdn.example/v/media.mp4', range: { start: 720, length: 1000 } },
        { url: 'https://cdn.example/v/media.mp4', range: { start: 1720, length: 500 } },
      ],
    });
  });

  it('accepts METHOD=NONE and leaves everything it does not fetch itself to ffmpeg', () => {
    expect(parseMediaPlaylist(vod('#EXT-X-KEY:METHOD=NONE\n#EXTINF:4,\na.ts\n'), BASE)?.segments).toHaveLength(1);
    const refused = {
      'a master playlist': '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1000\nlow.m3u8\n',
      'a live playlist': '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4,\na.ts\n',
      'encrypted segments': vod('#EXT-X-KEY:METHOD=AES-128,URI="k.bin"\n#EXTINF:4,\na.ts\n'),
      'a discontinuity': vod('#EXTINF:4,\na.ts\n#EXT-X-DISCONTINUITY\n#EXTINF:4,\nb.ts\n'),
      'two initialization sections': vod('#EXT-X-MAP:URI="i1.mp4"\n#EXTINF:4,\na.m4s\n#EXT-X-MAP:URI="i2.mp4"\n#EXTINF:4,\nb.m4s\n'),
      'a byte range without a start': vod('#EXTINF:4,\n#EXT-X-BYTERANGE:100\na.ts\n'),
      'no segments': vod(''),
      'not a playlist': '<html></html>',
      'a segment that is not http(s)': vod('#EXTINF:4,\nfile:///etc/passwd\n'),
    };
    for (const [what, text] of Object.entries(refused)) expect([what, parseMediaPlaylist(text, BASE)]).toEqual([what, null]);
  });
});

describe('HlsFeeder, against a real HTTP server', () => {
  let media: TestMedia;
  let fixture: FixtureServer;
  let fetcher: GuardedFetcher;
  let feeder: HlsFeeder;
  let segments: string[];
  const segment = (name: string) => fs.readFileSync(path.join(media.dir, 'hls', name));
  /** A VOD playlist served at /pl/<name>.m3u8 listing `uris` (relative to the fixture's root). */
  const playlist = (name: string, uris: string[]) => {
    fixture.route(`/pl/${name}.m3u8`, (_req, res) => res.writeHead(200).end(vod(uris.map((u) => `#EXTINF:1,\n${u}\n`).join(''))));
    return `${fixture.origin}/pl/${name}.m3u8`;
  };
  const open = (url: string) => feeder.open({ url }, new AbortController().signal, { concurrency: 3 });

  beforeAll(async () => {
    media = await makeTestMedia();
    fixture = await startFixtureServer(media.dir);
    fetcher = new GuardedFetcher(new EgressGuard([fixture.host]), { timeoutMs: 5000, idleTimeoutMs: 5000 });
    feeder = new HlsFeeder(fetcher);
    segments = fs.readdirSync(path.join(media.dir, 'hls')).filter((f) => /^seg_0_\d+\.ts$/.test(f)).sort();
  }, 60_000);
  afterAll(async () => {
    fetcher.close();
    await fixture.close();
    media.cleanup();
  });

  /** Feeds an opened input into a stream; resolves with every byte written, and when each chunk arrived. */
  async function collect(input: HlsInput | null, signal = new AbortController().signal): Promise<{ data: Buffer; at: { ms: number; bytes: number }[] }> {
    expect(input).not.toBeNull();
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    const at: { ms: number; bytes: number }[] = [];
    const started = Date.now();
    out.on('data', (c: Buffer) => {
      chunks.push(c);
      at.push({ ms: Date.now() - started, bytes: c.length });
    });
    const ended = new Promise((resolve) => out.on('end', resolve));
    await input!.feed(out, signal);
    await ended;
    return { data: Buffer.concat(chunks), at };
  }

  it('writes the segments in playlist order, whatever order they arrive in', async () => {
    expect(segments.length).toBeGreaterThanOrEqual(2);
    // The second segment answers last.
    fixture.route(`/late/${segments[1]}`, (_req, res) => setTimeout(() => res.writeHead(200, { 'content-type': 'video/mp2t' }).end(segment(segments[1])), 300));
    const url = playlist('order', segments.map((s, i) => (i === 1 ? `/late/${s}` : `/hls/${s}`)));
    const input = await open(url);
    expect(input?.plan.segments).toHaveLength(segments.length);
    const { data } = await collect(input);
    expect(data.equals(Buffer.concat(segments.map(segment)))).toBe(true);
  });

  it('passes the bytes of the segment being read on as they arrive', async () => {
    const body = segment(segments[0]);
    fixture.route('/halves.ts', (_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp2t', 'content-length': String(body.length) });
      res.write(body.subarray(0, body.length >> 1));
      setTimeout(() => res.end(body.subarray(body.length >> 1)), 600);
    });
    const { data, at } = await collect(await open(playlist('halves', ['/halves.ts'])));
    expect(data.equals(body)).toBe(true);
    // The first half was written well before the second one arrived.
    const early = at.filter((c) => c.ms < 400).reduce((n, c) => n + c.bytes, 0);
    expect(early).toBeGreaterThanOrEqual(body.length >> 1);
  });

  it('a segment gone from the source ends the feed with the text a user sees', async () => {
    const input = await open(playlist('gone', [...segments.map((s) => `/hls/${s}`), '/hls/missing.ts']));
    await expect(collect(input)).rejects.toEqual(expect.objectContaining({ reason: SOURCE_TEXT.gone }));
  });

  it('a playlist the source refuses, or whose first segment is gone, fails before ffmpeg starts', async () => {
    fixture.route('/denied.m3u8', (_req, res) => res.writeHead(403).end());
    for (const [url, reason] of [
      [`${fixture.origin}/denied.m3u8`, SOURCE_TEXT.refused],
      [playlist('first-gone', ['/hls/missing.ts']), SOURCE_TEXT.gone],
    ] as const) {
      const err = await open(url).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(FeedError);
      expect((err as FeedError).reason).toBe(reason);
    }
  });

  it('leaves to ffmpeg a playlist whose segments are neither MPEG-TS nor fMP4', async () => {
    fixture.route('/id3.aac', (_req, res) => res.writeHead(200).end(Buffer.concat([Buffer.from('ID3'), Buffer.alloc(400)])));
    expect(await open(playlist('aac', ['/id3.aac']))).toBeNull();
    expect(await open(`${fixture.origin}/hls/master.m3u8`)).toBeNull();
  });

  it('never connects to a segment on a private address (the egress policy checks every request)', async () => {
    const victim = await startSilentServer();
    try {
      const err = await open(playlist('hostile', [`http://127.0.0.1:${victim.port}/seg.ts`])).catch((e: unknown) => e);
      expect((err as FeedError).reason).toBe(SOURCE_TEXT.refused);
      const input = await open(playlist('hostile-later', [`/hls/${segments[0]}`, `http://127.0.0.1:${victim.port}/seg.ts`]));
      await expect(collect(input)).rejects.toEqual(expect.objectContaining({ reason: SOURCE_TEXT.refused }));
      expect(victim.connections()).toBe(0);
    } finally {
      await victim.close();
    }
  });

  it('a server error is tried again; the segment that then arrives is written', async () => {
    let calls = 0;
    const body = segment(segments[0]);
    fixture.route('/flaky.ts', (_req, res) => (++calls === 1 ? res.writeHead(503).end() : res.writeHead(200).end(body)));
    const { data } = await collect(await open(playlist('flaky', ['/flaky.ts'])));
    expect(data.equals(body)).toBe(true);
    expect(calls).toBe(2);
  });

  it('an input cancelled part-way does not end its pipe as if it were whole', async () => {
    // A reader that takes nothing (ffmpeg busy): the feed waits for the pipe to drain when it is cancelled.
    const out = new Writable({ highWaterMark: 1, write: () => undefined });
    const end = jest.spyOn(out, 'end');
    const input = await open(playlist('cut', segments.map((s) => `/hls/${s}`)));
    const feeding = input!.feed(out, new AbortController().signal);
    await new Promise((r) => setTimeout(r, 200));
    input!.cancel();
    await expect(feeding).rejects.toBeInstanceOf(Error);
    expect(end).not.toHaveBeenCalled();
  });

  it('stops fetching when the merge is stopped', async () => {
    let asked = 0;
    fixture.route('/hang.ts', () => void asked++);
    const input = await open(playlist('hang', [`/hls/${segments[0]}`, '/hang.ts', '/hang.ts?2']));
    const stop = new AbortController();
    const feeding = collect(input, stop.signal);
    await new Promise((r) => setTimeout(r, 200));
    expect(asked).toBe(2);
    stop.abort();
    await expect(feeding).rejects.toBeDefined();
  });
});
