/**
 * @jest-environment node
 */
/** The player as the server writes it into a /preview page (no document: the server build's render). */
import { renderToString } from 'react-dom/server';
import { MediaPlayer } from './MediaPlayer';

const noop = () => undefined;
const render = (props: { src: string; isAudio?: boolean; hls?: boolean; title?: string; poster?: string; resolution?: string }) =>
  renderToString(<MediaPlayer hls={false} isAudio={false} title="Clip" onLoadStart={noop} onMetadata={noop} onError={noop} {...props} />);

describe("the server's player", () => {
  it('is a video with its link, its box shape and the mark the first render looks for, without controls until the app takes over', () => {
    const html = render({ src: '/api/proxied_download?url=a&sig=b', resolution: '320x240', poster: 'https://cdn.example.com/t.jpg' });
    expect(html).toBe(
      '<div class="preview-media"><video class="preview-video" preload="metadata" aria-label="Clip" playsinline poster="https://cdn.example.com/t.jpg" style="aspect-ratio: 320 / 240" src="/api/proxied_download?url=a&amp;sig=b" data-server-media></video></div>',
    );
  });

  it('is an audio element with its controls (without them it would not show at all)', () => {
    expect(render({ src: '/api/download/file/abc', isAudio: true })).toBe(
      '<div class="preview-media"><audio class="preview-audio" controls preload="metadata" aria-label="Clip" src="/api/download/file/abc" data-server-media></audio></div>',
    );
  });

  it('escapes what comes from the link (a title with quotes and markup stays an attribute)', () => {
    const html = render({ src: '/api/download/file/abc', title: 'A "b" <script>alert(1)</script> & c' });
    expect(html).toContain('aria-label="A &quot;b&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; c"');
    expect(html).not.toContain('<script>');
  });

  it('an HLS stream has no src in the markup (hls.js attaches it in the browser)', () => {
    expect(render({ src: '/api/download/file/live.m3u8', hls: true })).not.toContain(' src=');
  });
});
