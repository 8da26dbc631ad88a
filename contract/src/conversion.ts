/**
 * Audio conversions (issue #23): every result with audio offers MP3 first among its audio formats and WAV, FLAC, AAC
 * and M4A behind "More audio formats", made on the server by ffmpeg from the best audio stream through the merge
 * pipeline (the start-merge URL with `convert` and, for MP3, `bitrate`). The targets are the profile's audio formats.
 */
import { AUDIO_FORMATS } from './accountOptions';

export type ConversionTarget = (typeof AUDIO_FORMATS)[number];
export const CONVERSION_TARGETS: readonly ConversionTarget[] = AUDIO_FORMATS;

/** MP3 bitrates a visitor can choose, in kbps; the default is 192. */
export const MP3_BITRATES = [128, 192, 320] as const;
export const DEFAULT_MP3_KBPS = 192;
/** The bitrate of AAC (and M4A) when the source's audio must be encoded (AAC sources are copied as they are). */
export const AAC_KBPS = 192;

/** The label of a conversion in the format list: "MP3 192 kbps", "FLAC". */
export function conversionLabel(to: ConversionTarget, bitrateKbps: number | null): string {
  return bitrateKbps ? `${to.toUpperCase()} ${bitrateKbps} kbps` : to.toUpperCase();
}
