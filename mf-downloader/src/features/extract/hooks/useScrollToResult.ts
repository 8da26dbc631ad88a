import { useEffect, type RefObject } from 'react';
import { SCROLL_TO_RESULT_DELAY_MS } from '../../../rules/messages';

/** SPEC §4: on success the page scrolls to the result after 500 ms. */
export function useScrollToResult(ref: RefObject<HTMLElement | null>, success: boolean) {
  useEffect(() => {
    if (!success) return;
    const t = setTimeout(() => ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }), SCROLL_TO_RESULT_DELAY_MS);
    return () => clearTimeout(t);
  }, [ref, success]);
}
