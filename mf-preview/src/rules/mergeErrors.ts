/** SPEC §8 merge error texts: the format hint rule. */
import { PREVIEW_MESSAGES } from './messages';

/**
 * Emoji markers a server message carries when it already explains which kind of stream is missing and
 * what to do: 🎵 audio, 🎬 or 🎥 video, 📱 mobile. Such messages get no extra hint.
 */
export const FORMAT_HINT_MARKERS = ['🎵', '🎬', '🎥', '📱'] as const;

const NOT_AVAILABLE = /not available|unavailable/i;

/**
 * A message saying a format is 'not available' or 'unavailable' and carrying none of the markers gets the
 * hint 'Try refreshing the homepage and selecting a different video quality.' appended as its own sentence.
 */
export function withFormatHint(message: string): string {
  const text = message.trim();
  if (!NOT_AVAILABLE.test(text)) return text;
  // A message with a marker, or with the hint already (the server's own "The selected format is not available. Try
  // refreshing…"), is left as it is.
  if (FORMAT_HINT_MARKERS.some((m) => text.includes(m)) || text.includes(PREVIEW_MESSAGES.formatHint)) return text;
  const sep = /[.!?]$/.test(text) ? ' ' : '. ';
  return `${text}${sep}${PREVIEW_MESSAGES.formatHint}`;
}
