import { execFileSync } from 'node:child_process';
import type { FixtureServer } from '../../server/test/fixtureServer';

/** Titles of the pages below, as the extraction and the preview show them. */
export const PAGE_TITLES = {
  videoPage: 'Sunset Over The Harbour',
  feedEpisode: 'Harbour Sounds Episode',
  feedShow: 'The Harbour Show',
} as const;

/**
 * Pages a visitor would paste, added to the media server: an article with a <video> element, a podcast RSS
 * feed whose enclosure gives the file size (answered after 600 ms), and an HLS stream (with CORS, played by hls.js directly) whose
 * segment is not media at all.
 */
export function addMediaPages(server: FixtureServer): void {
  server.route('/articles/harbour.html', (_req, res, origin) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html><head><title>${PAGE_TITLES.videoPage}</title></head>` +
        `<body><h1>${PAGE_TITLES.videoPage}</h1><video src="${origin}/clip.mp4" controls></video></body></html>`,
    );
  });
  // A video with subtitles in English (WebVTT), as a <track> element.
  server.route('/articles/subtitled.html', (_req, res, origin) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html><head><title>Subtitled harbour</title></head><body><video src="${origin}/clip.mp4" controls>` +
        `<track kind="subtitles" src="${origin}/subs/en.vtt" srclang="en" label="English"></video></body></html>`,
    );
  });
  server.route('/subs/en.vtt', (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/vtt' }).end('WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nGulls over the harbour\n');
  });
  // A slow feed host (600 ms), so that the loading notice shows long enough to be seen.
  server.route('/show/feed.xml', (_req, res, origin) => {
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>
<title>${PAGE_TITLES.feedShow}</title><link>${origin}/show</link><description>Waves and gulls</description>
<item><title>${PAGE_TITLES.feedEpisode}</title><guid isPermaLink="false">harbour-1</guid>
<pubDate>Mon, 01 Jan 2024 08:00:00 GMT</pubDate>
<enclosure url="${origin}/episode.mp3" length="${FEED_ENCLOSURE_BYTES}" type="audio/mpeg"/>
<itunes:duration>00:00:02</itunes:duration></item>
</channel></rss>`), 600);
  });
  // A daily show of 30 episodes (issue #23: paged and searched), listed oldest first as some feeds do.
  server.route('/show/thirty.xml', (_req, res, origin) => {
    const items = Array.from({ length: 30 }, (_, i) => i + 1)
      .map((n) => `<item><title>Day ${n}: ${n % 2 ? 'Rivers' : 'Mountains'}</title><guid isPermaLink="false">day-${n}</guid>
<pubDate>${new Date(Date.UTC(2024, 2, n, 6)).toUTCString()}</pubDate><itunes:duration>2</itunes:duration>
<enclosure url="${origin}/episode.mp3?day=${n}" length="${FEED_ENCLOSURE_BYTES}" type="audio/mpeg"/></item>`)
      .join('\n');
    res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>
<title>Thirty Days</title><link>${origin}/show</link><itunes:image href="${origin}/thumb.jpg"/>
${items}
</channel></rss>`);
  });
  // Issue #29: the same HLS stream with three audio tracks, the default (English, the original) listed second.
  server.route('/hls/tracks.m3u8', (_req, res) => {
    const track = (lang: string, name: string, isDefault: boolean) =>
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aud",LANGUAGE="${lang}",NAME="${name}",DEFAULT=${isDefault ? 'YES' : 'NO'},AUTOSELECT=YES,CHANNELS="1",URI="stream_1.m3u8?track=${lang}"`;
    res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl' }).end(
      ['#EXTM3U', track('es', 'Español', false), track('en', 'English (original)', true), track('de', 'Deutsch', false),
        '#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=320x240,CODECS="avc1.64000d,mp4a.40.2",AUDIO="aud"', 'stream_0.m3u8', ''].join('\n'),
    );
  });
  const cors = { 'access-control-allow-origin': '*' };
  server.route('/broken-hls/index.m3u8', (_req, res) => {
    res.writeHead(200, { ...cors, 'content-type': 'application/vnd.apple.mpegurl' }).end(
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n' +
        '#EXTINF:2.0,\nseg0.ts\n#EXTINF:2.0,\nseg1.ts\n#EXT-X-ENDLIST\n',
    );
  });
  for (const seg of ['seg0.ts', 'seg1.ts']) {
    server.route(`/broken-hls/${seg}`, (_req, res) => {
      res.writeHead(200, { ...cors, 'content-type': 'video/mp2t' }).end(Buffer.alloc(64 * 1024, 'not a video stream. '));
    });
  }
}

/** The size the feed's enclosure announces (the list shows it as 15.63 KB). */
export const FEED_ENCLOSURE_BYTES = 16000;

/** The language tag of each audio stream of a media file, as ffprobe reads it (e.g. ['spa']). */
export function audioLanguages(file: string): string[] {
  const out = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'a', '-show_entries', 'stream_tags=language', '-of', 'csv=p=0', file], { encoding: 'utf8' });
  return out.split('\n').map((l) => l.trim()).filter(Boolean);
}

/** The codec_type of each stream of a media file, as ffprobe reads it (e.g. ['video', 'audio']). */
export function streamTypes(file: string): string[] {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', file], { encoding: 'utf8' });
  return out.split('\n').map((l) => l.trim()).filter(Boolean);
}
