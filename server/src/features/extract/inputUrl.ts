/** The cache key of an extracted link (the link itself is found by @dl/contract's findInputUrl, as the form finds it). */
/**
 * The cache key of a link: no fragment, host lower-cased, default port dropped (URL does both). A feed's episode link
 * (`#episode=<id>`) and a list's item link (`#item=N`) keep their fragment: they name another result than the list's.
 */
export function cacheKeyOf(url: URL): string {
  const u = new URL(url.toString());
  if (!/^#(episode|item)=/.test(u.hash)) u.hash = '';
  return u.toString();
}
