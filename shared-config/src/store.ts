import { combineSlices, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { domainSlice } from './domainSlice';
import { sessionSlice } from './session';
import { batchRequestSlice } from './batchRequest';

/**
 * Slices added after the store was made: remotes add theirs by declaration merging, then call
 * `rootReducer.inject(slice)`; the RTK Query API (`./api`) adds itself when it is first loaded.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(domainSlice, sessionSlice, batchRequestSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** The API's middleware (see ./api), once its module has loaded. */
let apiMiddleware: Middleware | null = null;

/**
 * Each store's slot for the API's middleware: a pass-through until the API loads, then that store's own
 * instance of the API's middleware. Per store and held by the store only, so a store (one per server-side
 * render) is freed with everything it holds.
 */
const lateApiMiddleware: Middleware = (storeApi) => (next) => {
  let handle: ((action: unknown) => unknown) | null = null;
  return (action) => {
    if (!handle && apiMiddleware) handle = apiMiddleware(storeApi)(next);
    return handle ? handle(action) : next(action);
  };
};

/** The stores made before the API loaded (one on a page), so it can give them its state when it does. */
const waiting = new Set<WeakRef<AppStore>>();

/** A lazily loaded RTK Query API's state and middleware (see ./api). */
interface LateApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

/**
 * Called once by the API module when it loads: its reducer and middleware join the store(s) already made (and
 * every store made later), and each such store gets an action so its state holds the API's initial state
 * before any component reads it.
 */
export function registerApi(api: LateApi): void {
  rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer } as Parameters<typeof rootReducer.inject>[0]);
  apiMiddleware = api.middleware;
  for (const ref of waiting) ref.deref()?.dispatch({ type: `${api.reducerPath}/registered` });
  waiting.clear();
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(lateApiMiddleware),
  });
  if (!apiMiddleware) {
    // Stores that are gone (server-side renders) leave the list as the next one joins it.
    for (const ref of waiting) if (!ref.deref()) waiting.delete(ref);
    waiting.add(new WeakRef(store));
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

export const useDomainConfig = () => useAppSelector((s) => s.domain.config);
