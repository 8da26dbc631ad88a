/** Texts of SPEC §8 that the shared API client shows; written once, asserted by exact string in tests. */
/** SPEC §3: the platform of a link no platform of the table claims. */
export const UNKNOWN_PLATFORM = 'Unknown Platform';

export const MESSAGES = {
  invalidResponse: 'Server error: Invalid response format. Please check if the backend is running.',
  networkError: 'Network error: Cannot connect to server. Please check if the backend is running.',
  sessionExpired: 'Session expired. Please login again.',
  tokenRefreshFailed: 'Token refresh failed',
  noRefreshToken: 'No refresh token available',
} as const;

/** SPEC §8 clipboard texts, shared by every 'Copy link' and 'Copy URL' action. */
/** SPEC §5 URL input: what the form shows, and the server answers, for input holding no link it takes. */
export const URL_INPUT_MESSAGES = {
  emptyUrl: 'Please enter a video URL.',
  invalidUrl: 'Please enter a valid URL (must include http:// or https://).',
  invalidXiaohongshu: 'Please enter a valid Xiaohongshu URL or RedNote app message containing a URL',
  invalidBilibili: 'Please enter a valid Bilibili URL or Bilibili app message containing a URL',
} as const;

export const CLIPBOARD_MESSAGES = {
  copied: 'Link copied to clipboard!',
  denied: 'Clipboard access denied. Please allow clipboard permissions.',
  failed: 'Could not copy link.',
} as const;
