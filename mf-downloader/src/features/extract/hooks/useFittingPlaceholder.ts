import type { RefObject } from 'react';
import { useLayoutChoice } from '@dl/shared-config';

/** The width of a text on one line in a field's font (measured beside the field, so in its language's fonts). */
function textWidth(field: HTMLElement, text: string): number {
  const style = getComputedStyle(field);
  const probe = document.createElement('span');
  probe.style.cssText = `font: ${style.font}; letter-spacing: ${style.letterSpacing}; position: absolute; white-space: pre; visibility: hidden; pointer-events: none`;
  probe.setAttribute('aria-hidden', 'true');
  probe.textContent = text;
  (field.parentElement ?? document.body).append(probe);
  const width = probe.getBoundingClientRect().width;
  probe.remove();
  return width;
}

/**
 * The first of the texts that fits on the field's one line (its content box), else the last; the first while the field
 * is not laid out (nothing to measure; it is measured again once it is).
 */
function fittingText(field: HTMLElement, texts: readonly string[]): string {
  if (field.clientWidth === 0) return texts[0];
  const style = getComputedStyle(field);
  const room = field.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
  return texts.find((text) => textWidth(field, text) <= room) ?? texts[texts.length - 1];
}

/**
 * A field's placeholder that is never cut off: the page's own (an example link) where it fits on the field's line, else
 * the short one, chosen again as the field's width changes. The server's page, which cannot measure, has the short one.
 */
export function useFittingPlaceholder(field: RefObject<HTMLElement | null>, full: string, short: string): string {
  return useLayoutChoice(field, (el) => fittingText(el, [full, short]), short, `${full}\n${short}`);
}
