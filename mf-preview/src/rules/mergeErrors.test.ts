import { withFormatHint } from './mergeErrors';

describe('format hint rule (SPEC §8)', () => {
  it.each([
    ['Requested format is not available', 'Requested format is not available. Try refreshing the homepage and selecting a different video quality.'],
    ['This quality is unavailable.', 'This quality is unavailable. Try refreshing the homepage and selecting a different video quality.'],
    ['Format UNAVAILABLE!', 'Format UNAVAILABLE! Try refreshing the homepage and selecting a different video quality.'],
    ['🎵 Audio stream not available for this video', '🎵 Audio stream not available for this video'],
    // The server's own text already carries the hint: not twice.
    [
      'The selected format is not available. Try refreshing the homepage and selecting a different video quality.',
      'The selected format is not available. Try refreshing the homepage and selecting a different video quality.',
    ],
    ['🎬 Video stream unavailable', '🎬 Video stream unavailable'],
    ['🎥 Video track not available', '🎥 Video track not available'],
    ['📱 Not available on mobile', '📱 Not available on mobile'],
    ['ffmpeg exited with code 1', 'ffmpeg exited with code 1'],
  ])('%p', (input, out) => expect(withFormatHint(input)).toBe(out));
});
