// In a module of its own, as the URL form's texts are: code that names an unknown platform alone (a file name, a
// remote's platform line) then bundles this one text and not all of this module.
export { UNKNOWN_PLATFORM } from './unknownPlatform';

/** The visitor's buttons in the top navigation (SPEC §2); the shell reserves their width before mf-auth loads. */
export const AUTH_BUTTON_LABELS = { signIn: 'Sign In', signUp: 'Sign Up' } as const;

/** Texts of SPEC §8 that the shared API client shows; written once, asserted by exact string in tests. */
export const MESSAGES = {
  invalidResponse: 'Server error: Invalid response format. Please check if the backend is running.',
  networkError: 'Network error: Cannot connect to server. Please check if the backend is running.',
  sessionExpired: 'Session expired. Please login again.',
  tokenRefreshFailed: 'Token refresh failed',
  noRefreshToken: 'No refresh token available',
} as const;

/** SPEC §8 clipboard texts, shared by every 'Copy link' and 'Copy URL' action. */
// SPEC §5 URL input: a module of its own, so that code using the URL finder alone (a remote's form) bundles these four
// texts and not all of this module.
export { URL_INPUT_MESSAGES } from './urlInputMessages';

/** SPEC §1 and §8 extraction texts, shown by the downloader and the account area's batch alike. */
export const EXTRACTION_MESSAGES = {
  /** SPEC §1 loading notice. */
  processing: 'Processing your request...',
  /** SPEC §8 Extraction. */
  noFormats: 'Could not retrieve video details. The response was not in the expected format.',
  extractionFailed: 'An error occurred while processing the video.',
  /** SPEC §8 General: the fallback when the server answers an error status without an error text. */
  processFailed: 'Failed to process video',
} as const;

export const CLIPBOARD_MESSAGES = {
  copied: 'Link copied to clipboard!',
  denied: 'Clipboard access denied. Please allow clipboard permissions.',
  failed: 'Could not copy link.',
} as const;
