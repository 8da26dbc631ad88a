/** The link inside what a user pasted: a bare URL, a URL without scheme, or app share text with a URL in it. */

// A link ends at whitespace, quotes, angle brackets or CJK / full-width punctuation (share messages put
// text right after the link, e.g. '…/a/AbC，复制本条信息').
const URL_IN_TEXT = /https?:\/\/[^\s<>"'`\u3000-\u303f\uff00-\uffef]+/i;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;
const BARE_HOST = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;

export function findInputUrl(input: string): string | null {
  const text = input.trim();
  const m = URL_IN_TEXT.exec(text);
  if (m) return m[0].replace(TRAILING_PUNCTUATION, '');
  if (BARE_HOST.test(text)) return `https://${text}`;
  return null;
}

/** The cache key of a link: no fragment, host lower-cased, default port dropped (URL does both). */
export function cacheKeyOf(url: URL): string {
  const u = new URL(url.toString());
  u.hash = '';
  return u.toString();
}
