/** SPEC §2 and §9 display rules of the preview page: sizes, bitrate, truncation, the page title. */

const MB = 1024 * 1024;

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** On the preview page: 1 MB or more in MB, otherwise KB, one decimal; null when unknown. */
export function formatPreviewSize(bytes: number | null | undefined): string | null {
  if (!positive(bytes)) return null;
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

/** Bitrate in kbps: Mbps at 1000 and above, otherwise kbps; 'unknown' when absent. */
export function formatPreviewBitrate(kbps: number | null | undefined): string {
  if (!positive(kbps)) return 'unknown';
  return kbps >= 1000 ? `${(kbps / 1000).toFixed(1)} Mbps` : `${Math.round(kbps)} kbps`;
}

/** Average bitrate (kbps) of a file of `bytes` lasting `seconds`; null when either is unknown. */
export function averageBitrateKbps(bytes: number | null | undefined, seconds: number | null | undefined): number | null {
  if (!positive(bytes) || !positive(seconds)) return null;
  return (bytes * 8) / seconds / 1000;
}

/** Text cut at `max` characters plus '...'; shorter text is unchanged. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

export type PreviewPhase = 'processing' | 'preview';

/** SPEC §2: 'Preview | {platform} | {title}', or 'Processing | ...' while merging. */
export function previewPageTitle(phase: PreviewPhase, platform: string, title: string): string {
  return `${phase === 'processing' ? 'Processing' : 'Preview'} | ${platform} | ${title}`;
}
