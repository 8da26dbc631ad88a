/**
 * Work a page can do later (the nav's account menu) waits while the page's main content is still loading (the
 * preview's media, which is what the visitor came for and what the browser paints last). One copy on the page, as the
 * shared singleton: the area that loads its content holds, the shell waits.
 */
import { startTransition, useEffect, useState } from 'react';

let holds = 0;
const waiters = new Set<() => void>();

/** The longest a hold lasts: a media that never loads does not keep the rest of the page waiting. */
const MAX_HOLD_MS = 5000;

/** Holds back work that can wait until the returned function is called (or MAX_HOLD_MS have passed). */
export function holdIdleWork(maxMs = MAX_HOLD_MS): () => void {
  holds += 1;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    holds -= 1;
    if (holds > 0) return;
    for (const w of [...waiters]) w();
    waiters.clear();
  };
  const timer = setTimeout(release, maxMs);
  return release;
}

/** Calls `cb` once nothing holds work back (at once when nothing does); returns an unsubscribe function. */
export function onIdleWorkAllowed(cb: () => void): () => void {
  if (holds === 0) {
    cb();
    return () => undefined;
  }
  waiters.add(cb);
  return () => void waiters.delete(cb);
}

/**
 * False while work that can wait is held back, then true for good: for a part of an area that loads after its main
 * content (the preview's secondary panels and calls). Decided once the render's effects have all run, so a hold the
 * area's page takes in the same render (its effect runs after its children's) counts.
 */
export function useIdleWorkAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    let live = true;
    let cancel = () => undefined as void;
    queueMicrotask(() => {
      // A transition: what the page adds then is rendered in slices that yield to the browser, not in one task.
      if (live) cancel = onIdleWorkAllowed(() => startTransition(() => setAllowed(true)));
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return allowed;
}
