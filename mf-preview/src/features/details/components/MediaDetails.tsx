import type { ReactNode } from 'react';
import { useLanguage, useT, useText } from '../../../i18n';
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


/** SPEC §2 Media Details panel. */
export function MediaDetails({ originalUrl, resolution, audioTrack, fileSize, streamSize, bitrate, duration }: MediaDetailsProps) {
  const t = useT();
  const text = useText();
  const lang = useLanguage();
  const unknown = t('pv.details.unknown');
  const rows: [string, ReactNode][] = [];
  if (originalUrl) {
    rows.push([
      t('pv.details.source'),
      <a key="src" href={originalUrl} target="_blank" rel="noopener noreferrer" title={originalUrl}>
        {truncateText(originalUrl, ORIGINAL_URL_DISPLAY_MAX)}
      </a>,
    ]);
  }
  rows.push([t('pv.details.resolution'), resolution ? text(resolution) : unknown]);
  if (audioTrack) rows.push([t('pv.details.audioTrack'), audioTrack]);
  rows.push([t('pv.details.fileSize'), formatPreviewSize(fileSize, lang) ?? unknown]);
  const stream = formatPreviewSize(streamSize, lang);
  if (stream) rows.push([t('pv.details.streamSize'), stream]);
  const rate = formatPreviewBitrate(bitrate ?? averageBitrateKbps(fileSize, duration), lang);
  rows.push([t('pv.details.bitrate'), rate === 'unknown' ? t('pv.details.unknownBitrate') : rate]);
  return (
    <section className="card preview-details" aria-labelledby="preview-details-heading">
      <h2 id="preview-details-heading">{t('pv.details.heading')}</h2>
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
