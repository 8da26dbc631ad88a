import { combineSlices, configureStore, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { domainSlice } from './domainSlice';
import { sessionSlice } from './session';

/**
 * Slices added after the store was made: remotes add theirs by declaration merging, then call
 * `rootReducer.inject(slice)`; the RTK Query API (`./api`) adds itself when it is first loaded.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(domainSlice, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** Middleware that arrives with lazily loaded code (the API's): one instance serves every store. */
const lateMiddleware = createDynamicMiddleware();

/** The stores made so far (one on a page; many in tests), so code loaded later can reach them. */
const stores = new Set<WeakRef<AppStore>>();

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
  lateMiddleware.addMiddleware(api.middleware);
  for (const ref of stores) {
    const store = ref.deref();
    if (store) store.dispatch({ type: `${api.reducerPath}/registered` });
    else stores.delete(ref);
  }
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(lateMiddleware.middleware),
  });
  stores.add(new WeakRef(store));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

export const useDomainConfig = () => useAppSelector((s) => s.domain.config);
