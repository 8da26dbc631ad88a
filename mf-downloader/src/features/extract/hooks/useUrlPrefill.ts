import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PREFILL_URL_PARAM, PREFILL_URL_STORAGE_KEY } from '@dl/shared-config';

function takeStoredUrl(): string | null {
  try {
    const value = sessionStorage.getItem(PREFILL_URL_STORAGE_KEY);
    if (value !== null) sessionStorage.removeItem(PREFILL_URL_STORAGE_KEY);
    return value?.trim() || null;
  } catch {
    return null; // storage blocked by the browser's privacy settings
  }
}

/**
 * Pre-fills the input from `?url=` (then removes it from the address bar, replacing the history entry) or,
 * failing that, from a URL another page left in session storage (then removes it).
 */
export function useUrlPrefill(prefill: (url: string) => void) {
  const [searchParams] = useSearchParams();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  // Only the page the form lives on: a link to another page (/preview?url=…) is not ours to rewrite.
  const ownPath = useRef(pathname);
  const fromQuery = pathname === ownPath.current ? searchParams.get(PREFILL_URL_PARAM) : null;

  useEffect(() => {
    const stored = takeStoredUrl();
    if (fromQuery === null && stored) prefill(stored);
    // Once, on arrival: the stored URL is for the first page that shows the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (fromQuery === null) return;
    if (fromQuery.trim()) prefill(fromQuery.trim());
    const rest = new URLSearchParams(searchParams);
    rest.delete(PREFILL_URL_PARAM);
    const search = rest.toString();
    void navigate({ pathname, search: search ? `?${search}` : '', hash }, { replace: true });
  }, [fromQuery, searchParams, pathname, hash, navigate, prefill]);
}
