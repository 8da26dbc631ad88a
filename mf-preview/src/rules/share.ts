/** SPEC §5 share rules: title cleaning, short-link parameters, the external share targets of SPEC §7. */
import { SHARE_TITLE_FALLBACK, SHARE_TITLE_MAX } from './messages';
import { truncateText } from './display';
import { SHORT_LINK_PARAM_KEYS } from '@dl/contract';

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Decode (a second time when '%' remains), strip a 'Preview | platform |' or 'Processing | platform |'
 * prefix, remove quotes and angle brackets, trim, cut at 100 characters plus '...'; empty → fallback.
 */
export function cleanShareTitle(raw: string | null | undefined): string {
  let title = decodeOnce(raw ?? '');
  if (title.includes('%')) title = decodeOnce(title);
  title = title.replace(/^\s*(?:Preview|Processing)\s*\|[^|]*\|\s*/i, '');
  title = title.replace(/["'`“”‘’<>]/g, '').trim();
  if (!title) return SHARE_TITLE_FALLBACK;
  return truncateText(title, SHARE_TITLE_MAX);
}

export { SHORT_LINK_PARAM_KEYS };

export type ShortLinkParamKey = (typeof SHORT_LINK_PARAM_KEYS)[number];

/** SPEC §3 short-link request params: only the known keys, and only when not null or empty. */
export function shortLinkParams(values: Partial<Record<ShortLinkParamKey, string | number | boolean | null | undefined>>): Partial<Record<ShortLinkParamKey, string>> {
  const out: Partial<Record<ShortLinkParamKey, string>> = {};
  for (const key of SHORT_LINK_PARAM_KEYS) {
    const v = values[key];
    if (v === null || v === undefined) continue;
    const s = String(v);
    if (s.trim() === '') continue;
    out[key] = s;
  }
  return out;
}

/** The preview query string a resolved short link navigates to. */
export function previewSearchFromParams(params: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) {
    if (v === null || v === undefined || String(v).trim() === '') continue;
    q.set(k, String(v));
  }
  return q.toString();
}

export type ShareTarget = 'twitter' | 'facebook' | 'whatsapp' | 'email';

/** SPEC §7 share targets: Twitter intent (text, url), Facebook sharer (u, quote), WhatsApp (text), mailto (subject, body). */
export function shareTargetUrl(target: ShareTarget, { url, title }: { url: string; title: string }): string {
  const e = encodeURIComponent;
  switch (target) {
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${e(title)}&url=${e(url)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${e(url)}&quote=${e(title)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${e(`${title} ${url}`)}`;
    case 'email':
      return `mailto:?subject=${e(title)}&body=${e(`${title}\n\n${url}`)}`;
  }
}
