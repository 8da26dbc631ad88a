import { useEffect, type RefObject } from 'react';
import { INPUT_FOCUS_DELAY_MS } from '../../../rules/messages';

/** SPEC §4: the input is focused 100 ms after the page shows. */
export function useAutoFocus(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const t = setTimeout(() => ref.current?.focus({ preventScroll: true }), INPUT_FOCUS_DELAY_MS);
    return () => clearTimeout(t);
  }, [ref]);
}
