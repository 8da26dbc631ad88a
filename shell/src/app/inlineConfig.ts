import { INLINE_CONFIG_ID, type DomainConfig } from '@dl/shared-config';

export { INLINE_CONFIG_ID };

/**
 * The domain configuration the server wrote into the page, or null when there is none or it is unreadable. The
 * block is removed once read: the store holds the configuration from then on, and the page's scripts stay
 * the ones the site and its trackers put there.
 */
export function readInlineDomainConfig(doc: Document = document): DomainConfig | null {
  const el = doc.getElementById(INLINE_CONFIG_ID);
  if (!el || el.getAttribute('type') !== 'application/json') return null;
  el.remove();
  try {
    const data = JSON.parse(el.textContent ?? '') as unknown;
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as DomainConfig) : null;
  } catch {
    return null;
  }
}
