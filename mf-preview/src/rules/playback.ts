/** SPEC §4 and §7 playback sources and the SPEC §4 playback error state of the preview page. */

export const PROXIED_DOWNLOAD_PATH = '/api/proxied_download';
export const MERGED_FILE_PATH = '/api/download/file/';

export function mergedFilePath(taskId: string): string {
  return `${MERGED_FILE_PATH}${encodeURIComponent(taskId)}`;
}

/** HLS sources: an .m3u8 playlist or a Vimeo CDN link. */
export function isHlsUrl(url: string): boolean {
  return /\.m3u8(?:$|[?#])/i.test(url) || url.toLowerCase().includes('vimeocdn');
}

/** A link already served by our API: a '/api/…' path, or an absolute URL to `origin` under /api/. */
export function isApiUrl(url: string, origin?: string): boolean {
  if (url.startsWith('/api/')) return true;
  if (!origin) return false;
  try {
    const u = new URL(url);
    return u.origin === new URL(origin).origin && u.pathname.startsWith('/api/');
  } catch {
    return false;
  }
}

export function proxiedUrl(url: string): string {
  return `${PROXIED_DOWNLOAD_PATH}?url=${encodeURIComponent(url)}`;
}

export interface PlaybackSource {
  src: string;
  /** Play through an HLS player (hls.js, or natively on Safari). */
  hls: boolean;
}

/**
 * What the player loads: /api links as they are; HLS links directly (the playlist's segments are fetched by
 * the HLS player); every other link through /api/proxied_download.
 */
export function playbackSource(url: string, origin?: string): PlaybackSource {
  if (isApiUrl(url, origin)) return { src: url, hls: isHlsUrl(url) };
  if (isHlsUrl(url)) return { src: url, hls: true };
  return { src: proxiedUrl(url), hls: false };
}

/** What the download link points at: /api links as they are, everything else through the proxy (same origin, so the filename holds). */
export function downloadHref(url: string, origin?: string): string {
  return isApiUrl(url, origin) ? url : proxiedUrl(url);
}

const NAMED_DOWNLOADS = /\/api\/(proxied_download|tiktok_proxy|download\/file\/)/;

/**
 * Our download links carry the name the file is saved under (`name=`), because the server's
 * Content-Disposition wins over the `download` attribute in browsers. Other links are left as they are.
 */
export function withDownloadName(href: string, name: string): string {
  if (!name || !NAMED_DOWNLOADS.test(href)) return href;
  const [path, hash = ''] = href.split('#');
  const joined = `${path}${path.includes('?') ? '&' : '?'}name=${encodeURIComponent(name)}`;
  return hash ? `${joined}#${hash}` : joined;
}

/** Markers of a temporary link: the TikTok proxy, or a session token in the query. */
export const SESSION_URL_MARKERS = ['tiktok_proxy', 'token=', 'expires='] as const;

export function isSessionBoundUrl(url: string): boolean {
  const lower = url.toLowerCase();
  return SESSION_URL_MARKERS.some((m) => lower.includes(m));
}

export type PlaybackErrorType = 'none' | 'proxy_expired' | 'network' | 'codec';

/** HTMLMediaElement MediaError codes. */
export const MEDIA_ERR_ABORTED = 1;
export const MEDIA_ERR_NETWORK = 2;
export const MEDIA_ERR_DECODE = 3;
export const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

export interface PlaybackFailure {
  /** The media URL from the query (before proxying). */
  url: string;
  /** MediaError code, or for HLS errors MEDIA_ERR_NETWORK / MEDIA_ERR_DECODE. */
  code: number | null;
  /** Status of a HEAD request to the source after the failure, when one was made (0 for no answer). */
  probeStatus?: number | null;
}

/**
 * proxy_expired: the proxy answered 410, or the link carries a TikTok proxy marker or a session token.
 * network: the transfer failed, or the source answered with an error status.
 * codec: the source answered but the browser cannot decode it.
 */
export function classifyPlaybackError({ url, code, probeStatus }: PlaybackFailure): Exclude<PlaybackErrorType, 'none'> {
  if (probeStatus === 410 || isSessionBoundUrl(url)) return 'proxy_expired';
  if (typeof probeStatus === 'number' && (probeStatus === 0 || probeStatus >= 400)) return 'network';
  if (code === MEDIA_ERR_NETWORK || code === MEDIA_ERR_ABORTED) return 'network';
  return 'codec';
}

export type PlayerErrorPanelKind = 'sessionExpired' | 'contentNotAvailable' | 'playbackNotSupported' | 'previewUnavailable';

/** SPEC §8 player error panels, and which of them offer a retry. */
export function playerErrorPanel(type: Exclude<PlaybackErrorType, 'none'>, isAudio: boolean): { kind: PlayerErrorPanelKind; retryable: boolean } {
  if (type === 'proxy_expired') return { kind: 'sessionExpired', retryable: true };
  if (type === 'network' && isAudio) return { kind: 'contentNotAvailable', retryable: true };
  if (type === 'codec' && !isAudio) return { kind: 'playbackNotSupported', retryable: false };
  return { kind: 'previewUnavailable', retryable: false };
}

export const PLAYER_ERROR_TEXTS: Record<PlayerErrorPanelKind, { heading: string; body: string }> = {
  sessionExpired: {
    heading: 'Preview Session Expired',
    body: 'The temporary link behind this preview has expired. Go back to the homepage to fetch a fresh link for the original media.',
  },
  contentNotAvailable: {
    heading: 'Content Not Available',
    body: 'This audio could not be loaded. The source may be temporarily unreachable or restricted in your region.',
  },
  playbackNotSupported: {
    heading: 'Playback Not Supported',
    body: 'Your browser cannot preview this video because of its codec or container. You can still download the file and play it in a media player on your device.',
  },
  previewUnavailable: {
    heading: 'Preview Unavailable',
    body: 'The preview could not be loaded. You can still try downloading the file.',
  },
};

export const PLAYER_RETRY_LABEL = 'Try Again';
export const ORIGINAL_URL_LABEL = 'Original URL:';
