import type { ReactNode } from 'react';
import { ORIGINAL_URL_DISPLAY_MAX, averageBitrateKbps, formatPreviewBitrate, formatPreviewSize, truncateText } from '../../../rules';

export interface MediaDetailsProps {
  originalUrl: string;
  resolution: string;
  /** The audio track's name when it is not the source's own (issue #29). */
  audioTrack?: string;
  /** Bytes of the file offered: the merged file's size when known, else the size from the home page. */
  fileSize: number | null;
  /** Combined size of the separate streams before the merge. */
  streamSize: number | null;
  /** kbps from the home page; otherwise computed from the file size and the media's duration. */
  bitrate: number | null;
  duration: number | null;
}

export const DETAILS_TEXT = {
  heading: 'Media Details',
  source: 'Original source',
  resolution: 'Resolution',
  audioTrack: 'Audio track',
  fileSize: 'File size',
  streamSize: 'Stream size',
  bitrate: 'Average bitrate',
  unknown: 'Unknown',
} as const;

/** SPEC §2 Media Details panel. */
export function MediaDetails({ originalUrl, resolution, audioTrack, fileSize, streamSize, bitrate, duration }: MediaDetailsProps) {
  const rows: [string, ReactNode][] = [];
  if (originalUrl) {
    rows.push([
      DETAILS_TEXT.source,
      <a key="src" href={originalUrl} target="_blank" rel="noopener noreferrer" title={originalUrl}>
        {truncateText(originalUrl, ORIGINAL_URL_DISPLAY_MAX)}
      </a>,
    ]);
  }
  rows.push([DETAILS_TEXT.resolution, resolution || DETAILS_TEXT.unknown]);
  if (audioTrack) rows.push([DETAILS_TEXT.audioTrack, audioTrack]);
  rows.push([DETAILS_TEXT.fileSize, formatPreviewSize(fileSize) ?? DETAILS_TEXT.unknown]);
  const stream = formatPreviewSize(streamSize);
  if (stream) rows.push([DETAILS_TEXT.streamSize, stream]);
  rows.push([DETAILS_TEXT.bitrate, formatPreviewBitrate(bitrate ?? averageBitrateKbps(fileSize, duration))]);
  return (
    <section className="card preview-details" aria-labelledby="preview-details-heading">
      <h2 id="preview-details-heading">{DETAILS_TEXT.heading}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="preview-details-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
