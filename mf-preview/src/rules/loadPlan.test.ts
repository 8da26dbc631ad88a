import { decodeTextParam, decodeUrlParam, parsePreviewParams, planPreviewLoad } from './loadPlan';

const plan = (search: string) => planPreviewLoad(parsePreviewParams(search));

describe('preview load order (SPEC §4)', () => {
  it('1: task_id, video_format_id and audio_format_id start a merge for that task', () => {
    expect(plan('task_id=t1&video_format_id=137&audio_format_id=140&url=https%3A%2F%2Fcdn%2Fa.mp4')).toEqual({
      mode: 'merge-task',
      taskId: 't1',
      startUrl: '/api/download/start-merge?task_id=t1&video_format_id=137&audio_format_id=140',
    });
  });

  it('a task without both format ids falls through to the url', () => {
    expect(plan('task_id=t1&video_format_id=137&url=https%3A%2F%2Fcdn%2Fa.mp4')).toEqual({ mode: 'direct', url: 'https://cdn/a.mp4' });
  });

  it('2: a url containing the start-merge endpoint merges through that url', () => {
    const url = '/api/download/start-merge?task_id=t9&video_format_id=1&audio_format_id=2';
    expect(plan(`url=${encodeURIComponent(url)}`)).toEqual({ mode: 'merge-url', startUrl: url });
  });

  it('3: any other url is a direct media link', () => {
    expect(plan('url=https%3A%2F%2Fcdn.example.com%2Fv.mp4')).toEqual({ mode: 'direct', url: 'https://cdn.example.com/v.mp4' });
  });

  it('an empty url has nothing to load', () => {
    expect(plan('')).toEqual({ mode: 'missing' });
    expect(plan('url=')).toEqual({ mode: 'missing' });
  });
});

describe('preview query parameters (SPEC §3)', () => {
  it('reads every direct-mode parameter', () => {
    const p = parsePreviewParams(
      'url=https%3A%2F%2Fcdn%2Fa.m4a&title=My%2520Song&filename=song.m4a&is_audio=true&source_url=https%253A%252F%252Fsoundcloud.com%252Fx&resolution=audio&filesize=123456&bitrate=128.5&thumbnail_url=https%3A%2F%2Fi%2Ft.jpg&audio_track=Spanish%20(dubbed)',
    );
    expect(p).toEqual({
      url: 'https://cdn/a.m4a',
      title: 'My Song',
      filename: 'song.m4a',
      isAudio: true,
      sourceUrl: 'https://soundcloud.com/x',
      resolution: 'audio',
      filesize: 123456,
      bitrate: 128.5,
      thumbnailUrl: 'https://i/t.jpg',
      audioTrack: 'Spanish (dubbed)',
      taskId: '',
      videoFormatId: '',
      audioFormatId: '',
    });
  });

  it.each([
    ['is_audio=false', false],
    ['is_audio=1', false],
    ['', false],
  ])('%p is not audio', (q, audio) => expect(parsePreviewParams(q).isAudio).toBe(audio));

  it('ignores sizes and bitrates that are not numbers', () => {
    const p = parsePreviewParams('filesize=12.5&bitrate=fast');
    expect(p.filesize).toBeNull();
    expect(p.bitrate).toBeNull();
  });

  it('keeps escapes inside a real URL', () => {
    expect(decodeUrlParam('https://cdn/x.mp4?sig=a%2Fb')).toBe('https://cdn/x.mp4?sig=a%2Fb');
    expect(decodeUrlParam('https%3A%2F%2Fcdn%2Fx.mp4')).toBe('https://cdn/x.mp4');
    expect(decodeTextParam('100% real')).toBe('100% real');
  });
});

describe('start-merge links of other sites', () => {
  it('are not called as merges (the page would hand them our session)', () => {
    expect(planPreviewLoad({ url: 'https://evil.example/api/download/start-merge?task_id=x' } as Parameters<typeof planPreviewLoad>[0]).mode).not.toBe('merge-url');
    expect(planPreviewLoad({ url: '/api/download/start-merge?task_id=abc&video_format_id=1' } as Parameters<typeof planPreviewLoad>[0]).mode).toBe('merge-url');
  });
});
