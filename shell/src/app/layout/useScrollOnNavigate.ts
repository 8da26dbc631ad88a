import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const HASH_WAIT_MS = 3000;

/**
 * New pages start at the top; a link to an anchor (/#features) scrolls to it once the remote that renders
 * it has loaded.
 */
export function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (!hash) {
      if (type === 'PUSH') window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = Date.now();
    let frame = 0;
    const tryScroll = () => {
      const el = document.getElementById(id);
      if (el) el.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else if (Date.now() - started < HASH_WAIT_MS) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, type]);
}
