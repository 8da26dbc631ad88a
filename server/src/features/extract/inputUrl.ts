/** The cache key of an extracted link (the link itself is found by @dl/contract's findInputUrl, as the form finds it). */
/** The cache key of a link: no fragment, host lower-cased, default port dropped (URL does both). */
export function cacheKeyOf(url: URL): string {
  const u = new URL(url.toString());
  u.hash = '';
  return u.toString();
}
