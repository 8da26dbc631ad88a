/** The guarded fetcher's refusals and failures, as typed errors with the human text a user sees. */
import { HttpError } from '../../infra/errors';

export const FETCH_MESSAGES = {
  forbiddenAddress: 'This address is not allowed.',
  badScheme: 'Only http and https links are supported.',
  invalidUrl: 'Please enter a valid URL (must include http:// or https://).',
  tooManyRedirects: 'The link redirected too many times.',
  timeout: 'The source did not respond in time. Please try again later.',
  tooLarge: 'The source sent more data than allowed.',
  unreachable: 'Could not connect to the source. Please check the link and try again.',
  hostNotFound: 'The site in this link could not be found. Please check the link and try again.',
  proxyUnavailable: 'The server cannot reach this site at the moment. Please try again in a few minutes.',
  notMedia: 'The source did not send a media file. Please extract the video again.',
} as const;

export class FetchError extends HttpError {
  constructor(statusCode: number, message: string, code: string) {
    super(statusCode, message, code);
    this.name = 'FetchError';
  }
}

export const forbiddenAddress = () => new FetchError(400, FETCH_MESSAGES.forbiddenAddress, 'fetch.address_forbidden');
export const badScheme = () => new FetchError(400, FETCH_MESSAGES.badScheme, 'fetch.scheme_unsupported');
export const invalidUrl = () => new FetchError(400, FETCH_MESSAGES.invalidUrl, 'fetch.url_invalid');
export const tooManyRedirects = () => new FetchError(502, FETCH_MESSAGES.tooManyRedirects, 'fetch.too_many_redirects');
export const fetchTimeout = () => new FetchError(504, FETCH_MESSAGES.timeout, 'fetch.timeout');
export const tooLarge = () => new FetchError(502, FETCH_MESSAGES.tooLarge, 'fetch.too_large');
export const unreachable = () => new FetchError(502, FETCH_MESSAGES.unreachable, 'fetch.unreachable');
/** A host name that does not resolve: the link's fault (a mistyped or vanished site), not the server's. */
export const hostNotFound = () => new FetchError(422, FETCH_MESSAGES.hostNotFound, 'fetch.host_not_found');
/** Every upstream proxy of the request's pool failed (features/fetch/upstream). */
/** An answer that is not media where only media is handed on: the media proxy's routes, and RequestOptions.mediaOnly. */
export const notMedia = () => new FetchError(502, FETCH_MESSAGES.notMedia, 'fetch.not_media');
export const proxyUnavailable = () => new FetchError(503, FETCH_MESSAGES.proxyUnavailable, 'fetch.proxy_unavailable');
