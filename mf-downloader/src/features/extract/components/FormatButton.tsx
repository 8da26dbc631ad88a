import { type Format } from '@dl/shared-config';
import { isMergeUrl } from '@dl/contract';
import { formatBitrate, formatBitrateKbps, formatBytes } from '@dl/contract';
import { useLanguage, useT } from '../copy/texts';

/** One format: label, container, resolution, size and bitrate; a click opens it on the preview page. */
export function FormatButton({ format, onSelect, preferred = false }: { format: Format; onSelect: (format: Format) => void; preferred?: boolean }) {
  const t = useT();
  const lang = useLanguage();
  const size = formatBytes(format.filesize, lang);
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
        {preferred ? <span className="dl-format-badge">{t('dl.format.default')}</span> : null}
        <span className="dl-format-label">{format.label}</span>
        <span className="dl-format-meta">
          <span className="dl-chip">{format.ext.toUpperCase()}</span>
          {format.resolution ? <span className="dl-format-res">{format.resolution}</span> : null}
          {size ? <span className="dl-format-size">{size}</span> : null}
          <span className="dl-format-bitrate">{formatBitrate(formatBitrateKbps(format), { locale: lang, unknown: t('dl.format.unknown') })}</span>
        </span>
        {format.conversion ? (
          <span className="dl-format-note muted">{t('dl.format.converted', { format: format.conversion.to.toUpperCase() })}</span>
        ) : merged ? (
          <span className="dl-format-note muted">{t('dl.format.merged')}</span>
        ) : null}
      </button>
    </li>
  );
}
