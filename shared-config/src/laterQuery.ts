/**
 * A call of the site's API that can wait for the page's main content (see useIdleWorkAllowed): its code, and the
 * API's (RTK Query, about 20 KB), load then, not with the page.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { useAppDispatch, type AppDispatch } from './store';
import { useIdleWorkAllowed } from './idleWork';

/** What dispatching an endpoint's `initiate` gives: its result to come, and a way to stop following it. */
export interface AskedQuery<R> extends PromiseLike<R> {
  unsubscribe(): void;
}

/**
 * The result of `ask(dispatch, key)` once work that can wait is allowed, asked again when `key` changes (null: nothing
 * to ask); null before it comes, for another key, or when the code could not load (the network, or a redeploy
 * meanwhile). `ask` loads the endpoint's module (`import()`) and dispatches its `initiate`, handing the query back
 * wrapped (a promise would take the query's own result in its place); the one of the render where `key` changed is
 * used.
 */
export function useLaterQuery<R>(key: string | null, ask: (dispatch: AppDispatch, key: string) => Promise<{ query: AskedQuery<R> }>): R | null {
  const dispatch = useAppDispatch();
  const allowed = useIdleWorkAllowed();
  const askNow = useRef(ask);
  askNow.current = ask;
  const [answer, setAnswer] = useState<{ key: string; result: R } | null>(null);
  useEffect(() => {
    if (key === null || !allowed) return undefined;
    let live = true;
    let asked: AskedQuery<R> | undefined;
    askNow
      .current(dispatch, key)
      .then(({ query }) => {
        if (!live) query.unsubscribe();
        asked = query;
        return query;
      })
      .then((result) => {
        // A transition: the answer is rendered in slices that yield to the browser, not in one task of the whole page.
        if (live) startTransition(() => setAnswer({ key, result }));
      })
      .catch(() => undefined);
    return () => {
      live = false;
      asked?.unsubscribe();
    };
  }, [key, allowed, dispatch]);
  return key !== null && answer?.key === key ? answer.result : null;
}
