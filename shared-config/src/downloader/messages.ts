/** Texts and numbers of the downloader area (SPEC §1, §4, §5, §8, §9), written once and asserted by exact string. */
import { CLIPBOARD_MESSAGES, URL_INPUT_MESSAGES } from '@dl/shared-config';

export const HOME_HEADLINE = 'Download Videos & Audio from Any Platform';

export const DOWNLOADER_MESSAGES = {
  /** SPEC §5 URL input (the contract's: the server answers the same). */
  ...URL_INPUT_MESSAGES,
  /** SPEC §1 loading notice. */
  processing: 'Processing your request...',
  /** SPEC §8 Extraction. */
  noFormats: 'Could not retrieve video details. The response was not in the expected format.',
  extractionFailed: 'An error occurred while processing the video.',
  /** SPEC §8 General: the fallback when the server answers an error status without an error text. */
  processFailed: 'Failed to process video',
} as const;

/** SPEC §9 delays of the extraction page. */
export const INPUT_FOCUS_DELAY_MS = 100;
export const SCROLL_TO_RESULT_DELAY_MS = 500;

/** SPEC §9: descriptions are cut at 150 characters plus an ellipsis. */
export const DESCRIPTION_MAX_CHARS = 150;

/** SPEC §1: the trust strip shows this many platforms before the expand toggle. */
export const TRUST_STRIP_VISIBLE = 7;

/**
 * Session-storage key of a URL the home page pre-fills once and then removes. The preview page's
 * 'Go to Homepage' button (SPEC §8 'Preview Session Expired') writes the source URL here.
 */
export const PREFILL_URL_STORAGE_KEY = 'downloader:prefill_url';

/** The query parameter that pre-fills the home page input (SPEC §2) and that share links carry. */
export const PREFILL_URL_PARAM = 'url';

/** SPEC §8 share messages used by the result's 'Copy link' action. */
export const SHARE_LINK_MESSAGES = {
  copied: CLIPBOARD_MESSAGES.copied,
  denied: CLIPBOARD_MESSAGES.denied,
  failed: CLIPBOARD_MESSAGES.failed,
} as const;
