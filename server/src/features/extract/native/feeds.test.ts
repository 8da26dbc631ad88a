/**
 * Feeds as they are in the wild (issue #23, item 6): a corpus of feeds written for the tests (server/test/feeds/),
 * each served as its kind of server sends it (with a wrong charset, without one, as text/html) from a local server
 * and read through the real guarded fetcher, as a pasted feed link is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startFixtureServer, type FixtureServer } from '../../../../test/fixtureServer';
import { EgressGuard, GuardedFetcher } from '../../fetch';
import { EXTRACT_MESSAGES } from '../messages';
import { extractFeed, type NativeContext } from '.';

const CORPUS = path.join(__dirname, '..', '..', '..', '..', 'test', 'feeds');

/** Each file of the corpus and the Content-Type its server sends. */
const SERVED: Record<string, string> = {
  'rss2-stylesheet.xml': 'application/rss+xml; charset=utf-8',
  'rss091-doctype.xml': 'text/xml',
  'atom-itunes.xml': 'application/atom+xml',
  'latin1.xml': 'application/rss+xml',
  'windows1252-mislabelled.xml': 'text/xml; charset=utf-8',
  'utf16-bom.xml': 'application/xml',
  'bom-doctype-comments.xml': 'application/rss+xml',
  'mrss-video.xml': 'application/rss+xml',
  'podcast-namespace.xml': 'application/rss+xml',
  'equal-dates.xml': 'application/rss+xml',
  'rss1-rdf.xml': 'application/rdf+xml',
  'mixed-dates.xml': 'text/html; charset=utf-8',
  'malformed-truncated.xml': 'application/rss+xml',
};

let fixture: FixtureServer;
let ctx: NativeContext;

beforeAll(async () => {
  fixture = await startFixtureServer(null);
  for (const [file, type] of Object.entries(SERVED)) {
    const body = fs.readFileSync(path.join(CORPUS, file));
    fixture.route(`/feeds/${file}`, (_req, res) => res.writeHead(200, { 'content-type': type }).end(body));
  }
  ctx = { fetcher: new GuardedFetcher(new EgressGuard([fixture.host]), { timeoutMs: 2000, idleTimeoutMs: 2000 }), maxPageBytes: 1024 * 1024 };
});

afterAll(async () => {
  ctx.fetcher.close();
  await fixture.close();
});

const read = async (file: string, fragment = '') => {
  const info = await extractFeed(`${fixture.origin}/feeds/${file}${fragment}`, ctx);
  if (!info) throw new Error(`${file} was not read as a feed`);
  return info;
};
const titles = (info: Awaited<ReturnType<typeof read>>) => info.episodes?.map((e) => e.title);

test('the corpus holds every file it serves, at least ten feeds', () => {
  const files = fs.readdirSync(CORPUS).sort();
  expect(files).toEqual(Object.keys(SERVED).sort());
  expect(files.filter((f) => !f.startsWith('malformed')).length).toBeGreaterThanOrEqual(10);
});

test('RSS 2.0 behind a stylesheet and a comment: the newest episode by date, whatever the feed order', async () => {
  const info = await read('rss2-stylesheet.xml');
  expect(info).toMatchObject({
    title: 'Wednesday: Weather Watch',
    series: 'Morning Edition Shorts',
    uploader: 'Example Public Radio',
    thumbnail: 'https://cdn.example.com/morning/2024-03-06.jpg',
    duration: 540,
    description: 'Storms on the coast.',
    is_podcast: true,
  });
  expect(info.formats[0]).toMatchObject({ url: 'https://cdn.example.com/morning/2024-03-06.mp3', ext: 'mp3', vcodec: 'none', filesize: 8640000 });
  expect(titles(info)).toEqual(['Wednesday: Weather Watch', 'Tuesday: Transit Troubles', 'Monday: Markets & Mortgages']);
  // Each listed episode opens alone from the feed's link; an escaped ampersand in an enclosure URL is the URL's own.
  expect(info.episodes?.[2].url).toBe(`${fixture.origin}/feeds/rss2-stylesheet.xml#episode=morning-2024-03-04`);
  const monday = await read('rss2-stylesheet.xml', '#episode=morning-2024-03-04');
  expect(monday).toMatchObject({ title: 'Monday: Markets & Mortgages', series: 'Morning Edition Shorts' });
  expect(monday.formats[0].url).toBe('https://cdn.example.com/morning/2024-03-04.mp3?source=feed&v=2');
  // One episode's result lists no episodes.
  expect(monday.episodes).toBeUndefined();
});

test('RSS 0.91 with its DOCTYPE and HTML entities: items that link straight to media are episodes', async () => {
  const info = await read('rss091-doctype.xml');
  expect(info).toMatchObject({
    title: 'L\u2019\u00e9mission du soir \u2026',
    series: 'Caf\u00e9 Radio \u2014 the archive',
    thumbnail: 'http://radio.example.org/logo.gif',
    description: 'La derni\u00e8re \u00e9mission.',
  });
  expect(info.formats[0]).toMatchObject({ url: 'http://radio.example.org/shows/soir.mp3', ext: 'mp3' });
  // No dates: the feed's own order; the item that links to a page is not an episode.
  expect(titles(info)).toEqual(['L\u2019\u00e9mission du soir \u2026', 'Le matin']);
});

test('Atom with the iTunes namespace: enclosure links, relative page links, HTML content as text', async () => {
  const info = await read('atom-itunes.xml');
  expect(info).toMatchObject({
    title: 'Postmortems <without> blame',
    series: 'Build & Break',
    uploader: 'Ada & Grace',
    thumbnail: 'https://example.net/itunes-cover.png',
    description: 'Learning from incidents.',
  });
  expect(info.formats[0]).toMatchObject({ url: 'https://media.example.net/bb/2.m4a', ext: 'm4a', filesize: 30000000 });
  // Atom's ids name the episodes.
  expect(info.episodes).toEqual([
    { title: 'Postmortems <without> blame', url: `${fixture.origin}/feeds/atom-itunes.xml#episode=tag%3Aexample.net%2C2024%3Aep-2`, published: '2024-05-02T12:00:00.000Z', duration: null, thumbnail: 'https://example.net/itunes-cover.png' },
    { title: 'Outage stories', url: `${fixture.origin}/feeds/atom-itunes.xml#episode=tag%3Aexample.net%2C2024%3Aep-1`, published: '2024-04-01T12:00:00.000Z', duration: 3130, thumbnail: 'https://example.net/itunes-cover.png' },
  ]);
});

test('an encoding other than UTF-8, declared in the prolog and not by the server', async () => {
  const info = await read('latin1.xml');
  expect(info).toMatchObject({
    title: '\u00c9pisode sp\u00e9cial: Stra\u00dfenbahn \u00e0 M\u00fcnchen',
    series: '\u00dcber M\u00fcnchen',
    uploader: 'Bayerischer H\u00f6rfunk',
    description: 'Gr\u00fc\u00dfe aus der Stadt.',
  });
});

test('Windows-1252 bytes that the server calls UTF-8: read in the encoding the feed declares', async () => {
  const info = await read('windows1252-mislabelled.xml');
  expect(info).toMatchObject({ title: 'Why \u201cfree\u201d costs \u20ac5', series: 'The \u201cMoney\u201d Hour' });
});

test('UTF-16 with its byte-order mark', async () => {
  const info = await read('utf16-bom.xml');
  expect(info).toMatchObject({ title: '\u7b2c3\u56de\u3000\u30b2\u30b9\u30c8\u3068\u97f3\u697d', series: '\u591c\u306e\u30e9\u30b8\u30aa', uploader: '\u6771\u4eac\u653e\u9001', duration: 3900 });
  expect(info.formats[0]).toMatchObject({ url: 'https://audio.example.jp/yoru/3.m4a', ext: 'm4a' });
});

test('a UTF-8 byte-order mark, a long comment, a DOCTYPE with an internal subset and a stylesheet before the root; CDATA titles', async () => {
  const info = await read('bom-doctype-comments.xml');
  expect(info).toMatchObject({ title: 'Part 2: Tea & <Biscuits>', series: 'The Long Prolog Show', description: 'And then\u2026 more tea.' });
  expect(titles(info)).toEqual(['Part 2: Tea & <Biscuits>', 'Part 1: Kettles']);
});

test('Media RSS under a prefix of its own: the default rendition of a media group, its thumbnail and duration', async () => {
  const info = await read('mrss-video.xml');
  expect(info).toMatchObject({ title: 'Knife skills', uploader: 'Chef Example', thumbnail: 'https://video.example.com/knife-skills.jpg', duration: 300, description: 'Dicing, slicing, chopping.' });
  expect(info.formats[0]).toMatchObject({ url: 'https://video.example.com/knife-skills-1080.mp4', ext: 'mp4', filesize: 90000000 });
  expect(info.formats[0].vcodec).not.toBe('none');
});

test('the podcast namespace and iTunes under another prefix: numbers, the audio enclosure over a transcript, alternate enclosures', async () => {
  const info = await read('podcast-namespace.xml');
  expect(info).toMatchObject({ title: 'Transcripts for everyone', episode_number: 12, season_number: 2, duration: 600, uploader: 'The Index Crew', thumbnail: 'https://os.example.com/art.jpg' });
  expect(info.formats[0]).toMatchObject({ url: 'https://os.example.com/12.mp3', ext: 'mp3' });
  expect(info.episodes).toEqual([
    { title: 'Transcripts for everyone', url: `${fixture.origin}/feeds/podcast-namespace.xml#episode=os-12`, published: null, duration: 600, thumbnail: 'https://os.example.com/art.jpg' },
    { title: 'Value for value', url: `${fixture.origin}/feeds/podcast-namespace.xml#episode=os-11`, published: null, duration: null, thumbnail: 'https://os.example.com/art.jpg' },
  ]);
  // An episode the feed no longer lists is answered clearly.
  await expect(read('podcast-namespace.xml', '#episode=os-99')).rejects.toThrow(EXTRACT_MESSAGES.episodeGone);
});

test('equal dates keep the feed order among themselves; named time zones are read', async () => {
  const info = await read('equal-dates.xml');
  expect(info.title).toBe('Chapter A');
  expect(info.episodes?.map((e) => [e.title, e.published])).toEqual([
    ['Chapter A', '2024-03-05T08:00:00.000Z'],
    ['Chapter B', '2024-03-05T08:00:00.000Z'],
    ['Chapter C', '2024-03-05T08:00:00.000Z'],
    ['Chapter 0', '2024-03-04T09:00:00.000Z'],
  ]);
});

test('RSS 1.0 (RDF) with the enclosure module and Dublin Core dates', async () => {
  const info = await read('rss1-rdf.xml');
  expect(info).toMatchObject({ title: 'Second broadcast', series: 'RDF Radio', uploader: 'Radio Team', thumbnail: 'https://rdf.example.org/logo.png' });
  expect(info.formats[0]).toMatchObject({ url: 'https://rdf.example.org/media/2.ogg', ext: 'ogg', filesize: 2100000 });
  expect(titles(info)).toEqual(['Second broadcast', 'First broadcast']);
});

test('a sloppy feed sent as HTML: an unescaped ampersand, items without dates or with a bad one, Google Play fields', async () => {
  const info = await read('mixed-dates.xml');
  expect(info).toMatchObject({ title: 'Q&A with listeners', uploader: 'Garage Studio', thumbnail: 'https://garage.example.com/cover.png' });
  expect(info.formats[0].filesize).toBeNull();
  expect(info.episodes?.map((e) => [e.title, e.published])).toEqual([
    ['Q&A with listeners', null],
    ['Pilot', null],
    ['Trailer', '2023-12-01T08:00:00.000Z'],
  ]);
});

test('a malformed feed is answered with a clear error that says where it breaks', async () => {
  await expect(extractFeed(`${fixture.origin}/feeds/malformed-truncated.xml`, ctx)).rejects.toMatchObject({
    statusCode: 422,
    message: expect.stringMatching(/^This podcast feed could not be read: it is not well-formed XML \(line \d+, column \d+\)\.$/),
  });
  expect(EXTRACT_MESSAGES.malformedFeed).toBe('This podcast feed could not be read: it is not well-formed XML.');
});
