import { containerFor } from './container';
import type { RawFormat } from './extraction';

const f = (o: Partial<RawFormat>): RawFormat => ({ format_id: 'x', url: 'https://cdn.example/x', protocol: 'https', ext: 'mp4', ...o });

describe('containerFor: what a merge produces', () => {
  it.each([
    [f({ vcodec: 'avc1.640028', acodec: 'none' }), f({ vcodec: 'none', acodec: 'mp4a.40.2', ext: 'm4a' }), 'mp4', 'video/mp4'],
    [f({ vcodec: 'vp9', acodec: 'none', ext: 'webm' }), f({ vcodec: 'none', acodec: 'opus', ext: 'webm' }), 'webm', 'video/webm'],
    [f({ vcodec: 'vp9', acodec: 'none', ext: 'webm' }), f({ vcodec: 'none', acodec: 'mp4a.40.2', ext: 'm4a' }), 'mp4', 'video/mp4'],
    [null, f({ vcodec: 'none', acodec: 'mp3', ext: 'mp3' }), 'mp3', 'audio/mpeg'],
    [null, f({ vcodec: 'none', acodec: 'opus', ext: 'webm' }), 'webm', 'audio/webm'],
    [null, f({ vcodec: 'none', acodec: 'mp4a.40.2', ext: 'm4a' }), 'm4a', 'audio/mp4'],
  ])('%#: %j + %j → .%s (%s)', (video, audio, ext, type) => {
    expect(containerFor(video, audio)).toMatchObject({ ext, type });
  });
});
