/**
 * The domain's preview endpoint (`api.endpoints.preview`, default '/api/preview'): asked about a link of our
 * API before it plays, it answers what the link will play (SPEC §7 names the endpoint; its reply is ours):
 * the file's name, type and size, whether it is audio, when the link expires and, for a merge, the title.
 */
import { START_MERGE_PATH } from '@dl/contract';
import { PROXIED_DOWNLOAD_PATH, isApiUrl } from './playback';

export const TIKTOK_PROXY_PATH = '/api/tiktok_proxy';

/** The reply of the preview endpoint. */
export interface PreviewInfo {
  kind: 'direct' | 'merge';
  playable_url: string;
  filename: string;
  content_type: string | null;
  /** Bytes of the file (direct), or of the separate streams together (merge); null when unknown. */
  size: number | null;
  is_audio?: boolean;
  expires_at?: string | null;
  title?: string | null;
}

/**
 * The link to ask the preview endpoint about, or null when it describes nothing the page plays: only our
 * signed proxy links (`/api/proxied_download` and `/api/tiktok_proxy` with a signature) and our start-merge
 * links are described; a plain proxy link or a link elsewhere is not.
 */
export function previewInfoTarget(url: string, apiOrigin?: string): string | null {
  if (!url || !isApiUrl(url, apiOrigin)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return null;
  }
  if (parsed.pathname === START_MERGE_PATH) return url;
  if ((parsed.pathname === PROXIED_DOWNLOAD_PATH || parsed.pathname === TIKTOK_PROXY_PATH) && parsed.searchParams.has('sig')) return url;
  return null;
}

/** The call to the configured preview endpoint (a path or an absolute URL) about `link`. */
export function previewInfoRequest(endpoint: string, link: string): string {
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}url=${encodeURIComponent(link)}`;
}
