/**
 * Native extractors against local fixture pages that mimic each site's public page structure, fetched
 * through the real guarded fetcher from a local server.
 */
import type { ServerResponse } from 'node:http';
import { startFixtureServer, type FixtureServer } from '../../../../test/fixtureServer';
import * as pages from '../../../../test/pages';
import { EgressGuard, GuardedFetcher } from '../../fetch';
import { SITES, extractSitePage, runNative, type NativeContext } from '.';
import { extractFeed } from '.';

let fixture: FixtureServer;
let ctx: NativeContext;

const serve = (type: string, body: (o: string) => string) => (_req: unknown, res: ServerResponse, o: string) =>
  res.writeHead(200, { 'content-type': type }).end(body(o));

beforeAll(async () => {
  fixture = await startFixtureServer(null);
  const html = 'text/html; charset=utf-8';
  fixture.route('/feed.xml', serve('application/rss+xml', pages.rssFeed));
  fixture.route('/atom.xml', serve('application/atom+xml', pages.atomFeed));
  fixture.route('/apple/episode', serve(html, pages.applePodcastsPage));
  fixture.route('/apple/show', serve(html, pages.applePodcastsFeedOnlyPage));
  fixture.route('/castbox/episode', serve(html, pages.castboxPage));
  fixture.route('/xiaoyuzhou/episode/abc', serve(html, pages.xiaoyuzhouPage));
  fixture.route('/playerfm/episode', serve(html, pages.playerFmPage));
  fixture.route('/tunein/podcast', serve(html, pages.tuneInPage));
  fixture.route('/xhs/explore/65f0', serve(html, pages.xiaohongshuPage));
  fixture.route('/empty', serve(html, pages.noMediaPage));
  fixture.route('/not-a-feed.xml', serve(html, pages.noMediaPage));
  ctx = { fetcher: new GuardedFetcher(new EgressGuard([fixture.host]), { timeoutMs: 2000, idleTimeoutMs: 2000 }), maxPageBytes: 1024 * 1024 };
});

afterAll(async () => {
  ctx.fetcher.close();
  await fixture.close();
});

describe('RSS and Atom feeds', () => {
  it('returns the newest episode with podcast fields and the recent episodes', async () => {
    const info = (await extractFeed(`${fixture.origin}/feed.xml`, ctx))!;
    expect(info).toMatchObject({ title: 'Episode 2: Rock & Roll', series: 'The Test Show', is_podcast: true, episode_number: 2, season_number: 1, description: 'The second one.' });
    expect(info.formats[0]).toMatchObject({ url: `${fixture.origin}/episode.mp3`, ext: 'mp3', vcodec: 'none', filesize: 16000, abr: 64 });
    expect(info.episodes?.map((e) => e.title)).toEqual(['Episode 2: Rock & Roll', 'Episode 1: Beginnings']);
  });

  it('reads Atom enclosures', async () => {
    const info = (await extractFeed(`${fixture.origin}/atom.xml`, ctx))!;
    expect(info).toMatchObject({ title: 'Atom episode', series: 'Atom Cast', uploader: 'Atom Author', is_podcast: true });
    expect(info.episodes).toEqual([{ title: 'Atom episode', url: `${fixture.origin}/atom.xml#episode=urn%3A1`, published: '2024-03-01T00:00:00.000Z', duration: null, thumbnail: null }]);
  });

  it('hands a feed-looking URL that is not a feed to the engine (null)', async () => {
    await expect(runNative(`${fixture.origin}/not-a-feed.xml`, 'Unknown Platform', ctx)).resolves.toBeNull();
  });

  it('leaves ordinary links to the engine without fetching them', async () => {
    const before = fixture.requests.length;
    await expect(runNative(`${fixture.origin}/watch?v=1`, 'Unknown Platform', ctx)).resolves.toBeNull();
    expect(fixture.requests.length).toBe(before);
  });
});

describe('podcast and note pages', () => {
  it('Apple Podcasts: JSON-LD PodcastEpisode', async () => {
    const info = (await extractSitePage(`${fixture.origin}/apple/episode`, SITES['Apple Podcasts'], ctx))!;
    expect(info).toMatchObject({
      title: 'Episode 2: Rock & Roll', series: 'The Test Show', uploader: 'Test Host', duration: 2, episode_number: 2, season_number: 1,
      is_podcast: true, thumbnail: `${fixture.origin}/thumb.jpg`, description: 'The second one.',
    });
    expect(info.formats[0]).toMatchObject({ url: `${fixture.origin}/episode.mp3`, ext: 'mp3', vcodec: 'none' });
  });

  it('Apple Podcasts: a page that only links its RSS feed gets the episode matched by title', async () => {
    const info = (await extractSitePage(`${fixture.origin}/apple/show`, SITES['Apple Podcasts'], ctx))!;
    expect(info).toMatchObject({ title: 'Episode 1: Beginnings', series: 'The Test Show', episode_number: 1 });
    expect(info.formats[0].url).toBe(`${fixture.origin}/episode.mp3?ep=1`);
  });

  it('Castbox: window.__INITIAL_STATE__', async () => {
    const info = (await extractSitePage(`${fixture.origin}/castbox/episode`, SITES.Castbox, ctx))!;
    expect(info).toMatchObject({ title: 'Castbox Episode 7', series: 'Castbox Show', is_podcast: true, duration: 2000, description: 'A castbox story' });
    expect(info.formats[0].url).toBe(`${fixture.origin}/episode.mp3`);
  });

  it('Xiaoyuzhou: __NEXT_DATA__ episode enclosure', async () => {
    const info = (await extractSitePage(`${fixture.origin}/xiaoyuzhou/episode/abc`, SITES.Xiaoyuzhou, ctx))!;
    expect(info).toMatchObject({ title: '第42期：测试', series: '小宇宙测试播客', duration: 2, is_podcast: true, thumbnail: `${fixture.origin}/thumb.jpg` });
    expect(info.formats[0]).toMatchObject({ url: `${fixture.origin}/episode.mp3`, ext: 'mp3' });
  });

  it('Player.FM: og:audio with JSON-LD series', async () => {
    const info = (await extractSitePage(`${fixture.origin}/playerfm/episode`, SITES['Player.FM'], ctx))!;
    expect(info).toMatchObject({ title: 'Player FM Episode', series: 'FM Series', duration: 2, is_podcast: true });
    expect(info.formats[0].http_headers).toMatchObject({ Referer: `${fixture.origin}/playerfm/episode` });
  });

  it('TuneIn: the RSS feed linked from the page', async () => {
    const info = (await extractSitePage(`${fixture.origin}/tunein/podcast`, SITES.TuneIn, ctx))!;
    expect(info).toMatchObject({ title: 'Episode 1: Beginnings', series: 'The Test Show', is_podcast: true });
  });

  it('Xiaohongshu: the video stream in page state (with `undefined` values)', async () => {
    const info = (await extractSitePage(`${fixture.origin}/xhs/explore/65f0`, SITES.Xiaohongshu, ctx))!;
    expect(info.is_podcast).toBe(false);
    expect(info.title).toBe('好看的视频');
    expect(info.formats[0]).toMatchObject({ url: `${fixture.origin}/clip.mp4`, ext: 'mp4', vcodec: null });
    expect(info.thumbnail).toBe(`${fixture.origin}/thumb.jpg`);
  });

  it('returns null for a page without media (the engine gets a go) and says not found for a 404', async () => {
    await expect(extractSitePage(`${fixture.origin}/empty`, SITES.Castbox, ctx)).resolves.toBeNull();
    await expect(extractSitePage(`${fixture.origin}/gone`, SITES.Castbox, ctx)).rejects.toMatchObject({ statusCode: 404 });
  });
});
