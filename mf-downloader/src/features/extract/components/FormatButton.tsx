import { type Format } from '@dl/shared-config';
import { isMergeUrl } from '@dl/contract';
import { formatBitrate, formatBitrateKbps, formatBytes } from '@dl/contract';

/** One format: label, container, resolution, size and bitrate; a click opens it on the preview page. */
export function FormatButton({ format, onSelect, preferred = false }: { format: Format; onSelect: (format: Format) => void; preferred?: boolean }) {
  const size = formatBytes(format.filesize);
  const merged = isMergeUrl(format.url);
  return (
    <li>
      <button
        type="button"
        className={preferred ? 'dl-format dl-format-preferred' : 'dl-format'}
        onClick={() => onSelect(format)}
        data-testid="format-button"
        data-preferred={preferred || undefined}
      >
        {preferred ? <span className="dl-format-badge">Your default</span> : null}
        <span className="dl-format-label">{format.label}</span>
        <span className="dl-format-meta">
          <span className="dl-chip">{format.ext.toUpperCase()}</span>
          {format.resolution ? <span className="dl-format-res">{format.resolution}</span> : null}
          {size ? <span className="dl-format-size">{size}</span> : null}
          <span className="dl-format-bitrate">{formatBitrate(formatBitrateKbps(format))}</span>
        </span>
        {format.conversion ? (
          <span className="dl-format-note muted">Converted to {format.conversion.to.toUpperCase()} on our server</span>
        ) : merged ? (
          <span className="dl-format-note muted">Video and audio merged on our server</span>
        ) : null}
      </button>
    </li>
  );
}
