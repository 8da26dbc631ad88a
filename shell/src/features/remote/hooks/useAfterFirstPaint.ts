import { useEffect, useState } from 'react';
import { onIdleWorkAllowed } from '@dl/shared-config';
import { onPageReady } from '../pageReady';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/** Longest wait for the page content after the load event (a page whose remote fails still gets the rest). */
const CONTENT_WAIT_MS = 3000;
/**
 * Longest wait for the load event itself: a media element in the server's markup (a preview opened from elsewhere)
 * holds it until its first frame, and a slow source does not keep the rest of the page waiting.
 */
const LOAD_WAIT_MS = 5000;

/**
 * True once the page has loaded, its route content has rendered (or CONTENT_WAIT_MS after load), nothing holds
 * such work back (a preview's media still loading: holdIdleWork) and the browser is idle (requestIdleCallback with
 * a timeout; a short timer where it is missing). Lets a part of the
 * page that first paint does not need (the nav's account menu) fetch its code after the page content.
 */
export function useAfterFirstPaint(now = false, idleTimeoutMs = 2000): boolean {
  const [ready, setReady] = useState(now);
  useEffect(() => {
    if (ready) return;
    const w = window as IdleWindow;
    let idleId: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe: () => void = () => undefined;
    let unsubscribeHolds: () => void = () => undefined;
    let started = false;
    const idle = () => {
      if (w.requestIdleCallback) idleId = w.requestIdleCallback(() => setReady(true), { timeout: idleTimeoutMs });
      else timer = setTimeout(() => setReady(true), 50);
    };
    const whenIdle = () => {
      if (started) return;
      started = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      unsubscribeHolds = onIdleWorkAllowed(idle);
    };
    const afterLoad = () => {
      w.removeEventListener('load', afterLoad);
      if (timer) clearTimeout(timer);
      timer = setTimeout(whenIdle, CONTENT_WAIT_MS);
      unsubscribe = onPageReady(whenIdle);
    };
    if (document.readyState === 'complete') afterLoad();
    else {
      w.addEventListener('load', afterLoad, { once: true });
      timer = setTimeout(afterLoad, LOAD_WAIT_MS);
    }
    return () => {
      w.removeEventListener('load', afterLoad);
      unsubscribe();
      unsubscribeHolds();
      if (idleId !== undefined) w.cancelIdleCallback?.(idleId);
      if (timer) clearTimeout(timer);
    };
  }, [ready, idleTimeoutMs]);
  return ready;
}
