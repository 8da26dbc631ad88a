import { apiUrl, type Format, type VideoInfo } from '@dl/shared-config';
import { isMergeUrl } from '@dl/contract';
import { formatBitrateKbps, previewHref } from '@dl/contract';
import { buildMediaFilename } from '@dl/contract';

export type StartResult = 'downloaded' | 'opened' | 'blocked';

interface StartInput {
  format: Format;
  info: VideoInfo;
  sourceUrl: string;
  apiBaseUrl: string;
}

/**
 * Starts one download of a batch. A direct link is clicked through an `<a download>` (in a new tab when it
 * is on another origin, so the page never navigates away); a merge URL opens the preview page in a new tab,
 * where the merge runs with its progress. 'blocked' means the browser refused the new tab.
 */
export function startDownload({ format, info, sourceUrl, apiBaseUrl }: StartInput): StartResult {
  const host = window.location.host;
  if (isMergeUrl(format.url)) {
    const opened = window.open(previewHref({ format, info, sourceUrl, host }), '_blank', 'noopener');
    return opened === null ? 'blocked' : 'opened';
  }
  const href = format.url.startsWith('/') ? apiUrl(apiBaseUrl, format.url) : format.url;
  const link = document.createElement('a');
  link.href = href;
  link.download = buildMediaFilename({ host, platform: info.platform, title: info.title, resolution: format.resolution, bitrate: formatBitrateKbps(format), ext: format.ext });
  if (new URL(link.href, window.location.href).origin !== window.location.origin) {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  return 'downloaded';
}
