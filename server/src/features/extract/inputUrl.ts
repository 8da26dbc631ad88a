/** The cache key of an extracted link (the link itself is found by @dl/contract's findInputUrl, as the form finds it). */
/**
 * The cache key of a link: no fragment, host lower-cased, default port dropped (URL does both). A feed's episode link
 * (`#episode=<id>`) keeps its fragment: it names another result than the feed's.
 */
export function cacheKeyOf(url: URL): string {
  const u = new URL(url.toString());
  if (!/^#episode=/.test(u.hash)) u.hash = '';
  return u.toString();
}
