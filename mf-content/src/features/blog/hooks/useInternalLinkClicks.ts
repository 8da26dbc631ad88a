import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Click handler for a block of rendered HTML: plain clicks on same-site links ("/…") go through the router
 * instead of reloading the whole application. Modified clicks (new tab, download) keep the browser's behaviour.
 */
export function useInternalLinkClicks() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target) return;
      event.preventDefault();
      navigate(href);
    },
    [navigate],
  );
}
