import { useCallback } from 'react';
import { errorText, type VideoInfo } from '@dl/shared-config';
import { DOWNLOADER_MESSAGES } from '@dl/shared-config/downloader';
import { useExtractVideoMutation } from '../api/extractApi';

export type ExtractionStatus = 'idle' | 'loading' | 'success' | 'error';

export interface Extraction {
  status: ExtractionStatus;
  info: VideoInfo | null;
  /** The link that was extracted. */
  sourceUrl: string | null;
  error: string | null;
  extract: (url: string) => void;
  /** Back to idle: no result, no error. */
  clear: () => void;
}

/**
 * SPEC §8: the server's error text; for an error status without one, 'Failed to process video'; otherwise
 * 'An error occurred while processing the video.'
 */
function extractionError(error: unknown): string {
  const status = (error as { status?: unknown } | undefined)?.status;
  return errorText(error, typeof status === 'number' ? DOWNLOADER_MESSAGES.processFailed : DOWNLOADER_MESSAGES.extractionFailed);
}

/** SPEC §4 extraction page state: idle, loading, then success (video info with formats) or error. */
export function useExtraction(): Extraction {
  const [trigger, result] = useExtractVideoMutation();
  const { reset } = result;
  const status: ExtractionStatus = result.isLoading ? 'loading' : result.isSuccess ? 'success' : result.isError ? 'error' : 'idle';
  const extract = useCallback((url: string) => {
    void trigger(url);
  }, [trigger]);
  return {
    status,
    info: status === 'success' ? (result.data ?? null) : null,
    sourceUrl: result.originalArgs ?? null,
    error: status === 'error' ? extractionError(result.error) : null,
    extract,
    clear: reset,
  };
}
