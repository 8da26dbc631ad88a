/** Texts and numbers of the preview area (SPEC §4, §5, §8, §9), written once and asserted by exact string. */
import { CLIPBOARD_MESSAGES } from '@dl/shared-config';

export const PREVIEW_MESSAGES = {
  /** SPEC §5: the page was opened without a url. */
  noUrl: 'Error: No URL provided',
  /** The name shown when neither the link nor the preview endpoint gives a title or file name. */
  untitled: 'Untitled media',
  loading: 'Loading preview...',
  /** SPEC §4 merge flow. */
  mergeStarting: 'Starting video processing...',
  mergeProcessingDefault: 'Processing...',
  mergeComplete: 'Processing complete! Loading video...',
  mergeFailedHeading: 'Processing Failed',
  /** SPEC §8 merge and processing. */
  mergeStartFailed: 'Failed to start merge task',
  mergeTimedOut: 'Video processing timed out',
  mergeFailed: 'Video processing failed',
  mergeFileGone:
    'Video processing completed but file is no longer available. The file may have expired or been cleaned up. Please try downloading again.',
  formatHint: 'Try refreshing the homepage and selecting a different video quality.',
  fileExpired: 'This file has expired and is no longer available for download.',
  /** SPEC §8 download failure (shown in an alert). */
  downloadFailed: 'Error: Could not start the download. Please check your connection or try again.',
  /** SPEC §2 buttons and links. */
  downloadVideo: 'Download Video',
  downloadAudio: 'Download Audio',
  downloading: 'Downloading...',
  otherFormats: 'Other Formats',
  backToDownloader: 'Back to Downloader',
  returnToHomepage: 'Return to Homepage',
  goToHomepage: 'Go to Homepage',
  /** SPEC §4 countdown at zero. */
  expired: 'Expired',
} as const;

export const tooManyPollingErrors = (reason: string) => `Too many consecutive polling errors: ${reason}`;
export const httpStatusError = (status: number, text: string) => `HTTP ${status}: ${text}`;

/** SPEC §8 share messages. */
export const SHARE_MESSAGES = {
  copied: CLIPBOARD_MESSAGES.copied,
  clipboardDenied: CLIPBOARD_MESSAGES.denied,
  copyFailed: CLIPBOARD_MESSAGES.failed,
  openingTwitter: 'Opening Twitter...',
  openingFacebook: 'Opening Facebook...',
  openingWhatsApp: 'Opening WhatsApp...',
  openingEmail: 'Opening email client...',
  shared: 'Shared successfully!',
  shareFailed: 'Sharing failed.',
  copiedNoShareApi: 'Link copied! Share API not supported.',
  shareRetry: 'Failed to share. Please try again.',
} as const;

export const shortUrlFailed = (error: string) => `Failed to create short URL: ${error}`;

/** SPEC §4 share button states. */
export const SHARE_STATE_LABELS = { idle: 'Share', loading: 'Creating...', success: 'Success!', error: 'Failed' } as const;

/** SPEC §9 delays and limits of the preview page. */
export const DIRECT_PREVIEW_DELAY_MS = 100;
export const DOWNLOAD_BUSY_MS = 3000;
export const SHARE_RESET_MS = 2500;
export const HLS_BACK_BUFFER_LENGTH = 90;
export const SHARE_POPUP = { width: 550, height: 420 } as const;
export const ORIGINAL_URL_DISPLAY_MAX = 50;
export const SHARED_URL_DISPLAY_MAX = 60;
export const SHARE_TITLE_MAX = 100;
export const SHARE_TITLE_FALLBACK = 'Check out this video';
