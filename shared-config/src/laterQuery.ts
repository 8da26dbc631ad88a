/**
 * A call of the site's API that can wait for the page's main content (see useIdleWorkAllowed): its code, and the
 * API's (RTK Query, about 20 KB), load then, not with the page. `@dl/shared-config/laterQuery` is not a shared
 * singleton: it holds no state, and only the preview uses it, so it is bundled there rather than loaded by every page
 * with the singleton.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { useAppDispatch, useIdleWorkAllowed, type AppDispatch } from '@dl/shared-config';
import { nextTask } from '@dl/shared-config/tasks';

/** What dispatching an endpoint's `initiate` gives: its result to come, and a way to stop following it. */
export interface AskedQuery<R> extends PromiseLike<R> {
  unsubscribe(): void;
}

/** How a later query is asked: the endpoint's code to load (`import()`), then its `initiate` to dispatch. */
export interface LaterQuery<M, R> {
  load(): Promise<M>;
  initiate(loaded: M, dispatch: AppDispatch, key: string): AskedQuery<R>;
}

/** A later query, its types taken from its code: the module `load` gives, and what `initiate`'s query answers. */
export const laterQuery = <M, R>(query: LaterQuery<M, R>): LaterQuery<M, R> => query;

/**
 * The result of the query for `key` once work that can wait is allowed, asked again when `key` changes (null: nothing
 * to ask); null before it comes, for another key, or when the code could not load (the network, or a redeploy
 * meanwhile). The code is evaluated in one task and the call dispatched in the next (`nextTask`): the API's evaluation
 * is the longest piece of work the page does once its media shows, and the two together would make one long task.
 * The `query` of the render where `key` changed is used.
 */
export function useLaterQuery<M, R>(key: string | null, query: LaterQuery<M, R>): R | null {
  const dispatch = useAppDispatch();
  const allowed = useIdleWorkAllowed();
  const queryNow = useRef(query);
  queryNow.current = query;
  const [answer, setAnswer] = useState<{ key: string; result: R } | null>(null);
  useEffect(() => {
    if (key === null || !allowed) return undefined;
    const { load, initiate } = queryNow.current;
    let live = true;
    let asked: AskedQuery<R> | undefined;
    load()
      .then(async (loaded) => {
        await nextTask();
        if (!live) return;
        asked = initiate(loaded, dispatch, key);
        const result = await asked;
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
