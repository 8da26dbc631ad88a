import { useCallback, useEffect, useRef, useState } from 'react';
import { ensureLanguage, errorText, MESSAGES, useAppDispatch, type VideoInfo } from '@dl/shared-config';
import { DOWNLOADER_MESSAGES } from '../../../rules/messages';

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

export type Results = typeof import('../results');

/**
 * Loads the extraction call and the result's components, with the result's texts in the page's language (a failed
 * load is tried again on the next call). Downloader loads it with `useOnDemand` when the visitor first types, pastes or
 * points into the form, so a submit rarely waits for it.
 */
export function loadResults(): Promise<Results> {
  return import('../results').then(async (m) => {
    await ensureLanguage();
    return m;
  });
}

/**
 * SPEC §8: the server's error text; for an error status without one, 'Failed to process video'; otherwise
 * 'An error occurred while processing the video.'
 */
function extractionError(error: unknown): string {
  const status = (error as { status?: unknown } | undefined)?.status;
  return errorText(error, typeof status === 'number' ? DOWNLOADER_MESSAGES.processFailed : DOWNLOADER_MESSAGES.extractionFailed);
}

type State = Omit<Extraction, 'extract' | 'clear'>;
const IDLE: State = { status: 'idle', info: null, sourceUrl: null, error: null };

/**
 * SPEC §4 extraction page state: idle, loading, then success (video info with formats) or error. Only the
 * latest extraction counts: a result that arrives after another submit, a clear or the page leaving is
 * dropped. The result is kept here, not in the store (the mutation is not tracked there). `load` gives the
 * extraction's code (the caller's `useOnDemand(loadResults).load`, which also renders the result once it is there).
 */
export function useExtraction(load: () => Promise<Results>): Extraction {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<State>(IDLE);
  const latest = useRef(0);
  useEffect(
    () => () => {
      latest.current++;
    },
    [],
  );
  const extract = useCallback(
    (url: string) => {
      const id = ++latest.current;
      setState({ status: 'loading', info: null, sourceUrl: url, error: null });
      void (async () => {
        let next: State;
        try {
          const { extractApi } = await load();
          if (id !== latest.current) return;
          const result = await dispatch(extractApi.endpoints.extractVideo.initiate(url, { track: false }));
          next = result.data ? { status: 'success', info: result.data, sourceUrl: url, error: null } : { status: 'error', info: null, sourceUrl: url, error: extractionError(result.error) };
        } catch {
          // The code could not be loaded: the network is down or the site was redeployed meanwhile.
          next = { status: 'error', info: null, sourceUrl: url, error: MESSAGES.networkError };
        }
        if (id === latest.current) setState(next);
      })();
    },
    [dispatch, load],
  );
  const clear = useCallback(() => {
    latest.current++;
    setState(IDLE);
  }, []);
  return { ...state, extract, clear };
}
