/**
 * The bookmarklet's code: opens this site's home page with the current page's address, extracted at once
 * (`/?url=…&auto=1`). `origin` is the site the visitor found it on.
 */
export function bookmarkletCode(origin: string): string {
  const target = `${origin.replace(/\/$/, '')}/?auto=1&url=`;
  return `javascript:(function(){window.open(${JSON.stringify(target)}+encodeURIComponent(location.href),'_blank','noopener');})();`;
}
