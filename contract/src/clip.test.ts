import { clipFilename, clipTooLong, formatClipTime, parseClipTime } from './clip';

describe('clip times (issue #23)', () => {
  it('reads what people type in the fields: s, m:ss, h:mm:ss, with tenths', () => {
    expect(parseClipTime('65')).toBe(65);
    expect(parseClipTime('1:05')).toBe(65);
    expect(parseClipTime(' 0:12.4 ')).toBeCloseTo(12.4);
    expect(parseClipTime('1:02:03')).toBe(3723);
    expect(parseClipTime('12:00')).toBe(720);
  });

  it('refuses what is not a time', () => {
    for (const bad of ['', 'abc', '1:75', '1:60:00', '-3', '1::05', '1:5:5:5', '0:1x']) expect(parseClipTime(bad)).toBeNull();
  });

  it('shows seconds as m:ss or h:mm:ss, tenths only when there are any', () => {
    expect(formatClipTime(0)).toBe('0:00');
    expect(formatClipTime(65)).toBe('1:05');
    expect(formatClipTime(12.44)).toBe('0:12.4');
    expect(formatClipTime(3723)).toBe('1:02:03');
    expect(parseClipTime(formatClipTime(3723.5))).toBe(3723.5);
  });

  it('names a clip by its part, safely for every file system', () => {
    expect(clipFilename('site_YouTube_Talk_720p.mp4', 12.4, 21)).toBe('site_YouTube_Talk_720p_clip_0m12s-0m21s.mp4');
    expect(clipFilename('Talk.webm', 3600, 3725, 'mp4')).toBe('Talk_clip_1h00m00s-1h02m05s.mp4');
  });

  it('tells a visitor an account cuts longer clips only when it does', () => {
    expect(clipTooLong(300, false, true)).toBe('This clip is longer than 5:00, the longest clip visitors can cut. Sign in to cut longer clips.');
    expect(clipTooLong(300, false, false)).toBe('This clip is longer than 5:00, the longest clip visitors can cut.');
    expect(clipTooLong(900, true, false)).toBe('This clip is longer than 15:00, the longest clip your plan allows.');
  });
});
