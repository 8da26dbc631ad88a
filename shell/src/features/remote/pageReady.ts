/**
 * "The page's own content is on screen": set once, when the first route page's remote module has rendered
 * (RoutePage). Work that first paint does not need (the nav's account menu) waits for it.
 */
let ready = false;
const waiters = new Set<() => void>();

export function markPageReady(): void {
  if (ready) return;
  ready = true;
  for (const w of [...waiters]) w();
  waiters.clear();
}

/** Calls `cb` once the page is ready (at once if it already is); returns an unsubscribe function. */
export function onPageReady(cb: () => void): () => void {
  if (ready) {
    cb();
    return () => undefined;
  }
  waiters.add(cb);
  return () => void waiters.delete(cb);
}
