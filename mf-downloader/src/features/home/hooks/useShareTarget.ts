import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { findUrlsInText } from '@dl/contract';

/** The link a phone's share sheet handed over: the `url` field, else the first link in `text` or `title`. */
export function sharedLink(params: URLSearchParams): string | null {
  const direct = params.get('url')?.trim();
  if (direct && /^https?:\/\//i.test(direct)) return direct;
  for (const field of ['text', 'title', 'url']) {
    const found = findUrlsInText(params.get(field) ?? '')[0];
    if (found) return found;
  }
  return null;
}

/**
 * Web Share Target (/share): a link shared to the installed app opens the home page with the link filled in
 * and extracted at once.
 */
export function useShareTarget(active: boolean) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const link = sharedLink(params);
    void navigate(link ? `/?url=${encodeURIComponent(link)}&auto=1` : '/', { replace: true });
  }, [active, params, navigate]);
}
