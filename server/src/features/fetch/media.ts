/** Media answers as the server hands them on: what a download's answer may be, and the headers a media reader needs. */

/** What a media reader (a browser's player or download, ffmpeg) needs of a source's answer; never Set-Cookie. */
export const MEDIA_HEADERS = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'last-modified', 'etag'] as const;

/**
 * An answer that is media: video, audio, or bytes of no stated kind. What a request that carried the operator's
 * cookies may hand on (RequestOptions.mediaOnly): a page, JSON or any other text may be the platform's account pages
 * or API, which a link that points the request at them must not show a visitor.
 */
export function isMediaType(contentType: string | string[] | undefined): boolean {
  const type = String(contentType ?? '').split(';')[0].trim().toLowerCase();
  return /^(video|audio)\/[a-z0-9.+-]+$/.test(type) || /^(application|binary)\/(octet-stream|mp4|ogg)$/.test(type);
}
