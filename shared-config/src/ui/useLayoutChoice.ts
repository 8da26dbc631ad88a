import { useEffectEvent, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * A choice that depends on what fits in an element as the browser lays it out (the top bar's links beside the brand
 * and the account buttons; a placeholder in its field), whatever the language and the width: `choose` measures the
 * element and decides. It decides before the page's first paint (`initial` is what the server's page shows, which
 * cannot measure), again when `texts` (what `choose` reads besides the layout) change, and whenever the element or one
 * of its `parts` (its children unless given) changes size (the window, the language's words, a font that arrives) or a
 * font finishes loading.
 */
export function useLayoutChoice<T>(
  ref: RefObject<HTMLElement | null>,
  choose: (el: HTMLElement) => T,
  initial: T,
  texts: string,
  parts: (el: HTMLElement) => Iterable<Element> = (el) => el.children,
): T {
  const [choice, setChoice] = useState(initial);
  const measure = useEffectEvent(() => {
    if (ref.current) setChoice(choose(ref.current));
  });
  const partsOf = useEffectEvent(parts);
  useLayoutEffect(() => measure(), [texts]);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(el);
    for (const part of partsOf(el)) observer.observe(part);
    const fonts = document.fonts as FontFaceSet | undefined;
    const onFonts = () => measure();
    fonts?.addEventListener('loadingdone', onFonts);
    return () => {
      observer.disconnect();
      fonts?.removeEventListener('loadingdone', onFonts);
    };
  }, [ref]);
  return choice;
}
