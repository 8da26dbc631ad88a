import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AUDIO_TRACK_PARAM, PREFILL_URL_PARAM, PREFILL_URL_STORAGE_KEY } from '@dl/contract';

function takeStoredUrl(): string | null {
  try {
    const value = sessionStorage.getItem(PREFILL_URL_STORAGE_KEY);
    if (value !== null) sessionStorage.removeItem(PREFILL_URL_STORAGE_KEY);
    return value?.trim() || null;
  } catch {
    return null; // storage blocked by the browser's privacy settings
  }
}

/** `?url=…&auto=1`: fill the input and start the extraction at once (one-click ways in, 'Other Formats'). */
export const AUTO_START_PARAM = 'auto';

/**
 * Pre-fills the input from `?url=` (then removes it, `auto` and `track` from the address bar, replacing the history
 * entry) or, failing that, from a URL another page left in session storage (then removes it). With `auto=1`
 * the caller is told to start the extraction as well; `track` (a share link's audio track) is handed on.
 */
export function useUrlPrefill(prefill: (url: string, autoStart: boolean, track?: string | null) => void) {
  const [searchParams] = useSearchParams();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  // Only the page the form lives on: a link to another page (/preview?url=…) is not ours to rewrite.
  const ownPath = useRef(pathname);
  const fromQuery = pathname === ownPath.current ? searchParams.get(PREFILL_URL_PARAM) : null;

  useEffect(() => {
    const stored = takeStoredUrl();
    if (fromQuery === null && stored) prefill(stored, false);
    // Once, on arrival: the stored URL is for the first page that shows the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (fromQuery === null) return;
    if (fromQuery.trim()) prefill(fromQuery.trim(), searchParams.get(AUTO_START_PARAM) === '1', searchParams.get(AUDIO_TRACK_PARAM));
    const rest = new URLSearchParams(searchParams);
    rest.delete(PREFILL_URL_PARAM);
    rest.delete(AUTO_START_PARAM);
    rest.delete(AUDIO_TRACK_PARAM);
    const search = rest.toString();
    void navigate({ pathname, search: search ? `?${search}` : '', hash }, { replace: true });
  }, [fromQuery, searchParams, pathname, hash, navigate, prefill]);
}
