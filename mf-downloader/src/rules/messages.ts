/** Texts and numbers of the downloader area (SPEC §1, §4, §5, §8, §9), written once and asserted by exact string. */
import { CLIPBOARD_MESSAGES, EXTRACTION_MESSAGES, URL_INPUT_MESSAGES } from '@dl/shared-config';

export const HOME_HEADLINE = 'Download Videos & Audio from Any Platform';

export const DOWNLOADER_MESSAGES = {
  /** SPEC §5 URL input (the contract's: the server answers the same). */
  ...URL_INPUT_MESSAGES,
  /** SPEC §1 and §8 extraction texts (the contract's). */
  ...EXTRACTION_MESSAGES,
} as const;

/** SPEC §9 delays of the extraction page. */
export const INPUT_FOCUS_DELAY_MS = 100;
export const SCROLL_TO_RESULT_DELAY_MS = 500;

/** SPEC §1: the trust strip shows this many platforms before the expand toggle. */
export const TRUST_STRIP_VISIBLE = 7;

/** SPEC §8 share messages used by the result's 'Copy link' action. */
export const SHARE_LINK_MESSAGES = {
  copied: CLIPBOARD_MESSAGES.copied,
  denied: CLIPBOARD_MESSAGES.denied,
  failed: CLIPBOARD_MESSAGES.failed,
} as const;
