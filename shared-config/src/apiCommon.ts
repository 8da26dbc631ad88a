/**
 * What pages use of the API without loading it: the error shape every endpoint reports, the text to show for
 * one, and how paths join the configured API origin. The RTK Query API itself (`./api`, the
 * `@dl/shared-config/api` singleton) is loaded by the first page or action that calls the server.
 */
/** The error every endpoint reports: an HTTP status (or a transport failure) and the text to show. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  /** The server's `error` field, or a transport message of SPEC §8; null when the UI should use its fallback. */
  message: string | null;
}

/** Joins a path to the configured API origin; absolute URLs pass through. */
export function apiUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${baseUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The text to show for a failed call: the server's error, a transport message, or the caller's fallback. */
export function errorText(error: unknown, fallback: string): string {
  const e = error as Partial<ApiError> | undefined;
  return e && typeof e.message === 'string' && e.message ? e.message : fallback;
}
