/** Renders a component with the real store and a memory router: the way every component test starts. */
import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '../store';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Where the memory router starts, e.g. '/preview?url=…'. */
  route?: string;
  /** The route pattern the element is mounted at (for useParams). */
  path?: string;
}

export function renderWithProviders(ui: ReactElement, { preloadedState, store = makeStore(preloadedState), route = '/', path = '*', ...options }: Options = {}) {
  const router = createMemoryRouter([{ path, element: ui }, ...(path === '*' ? [] : [{ path: '*', element: <div data-testid="elsewhere" /> }])], {
    initialEntries: [route],
  });
  return { store, router, ...render(<Provider store={store}><RouterProvider router={router} /></Provider>, options) };
}

/** Runs a hook inside the same providers: `result.current` is what it returned on the latest render. */
export function renderHookWithProviders<T>(hook: () => T, options: Options = {}) {
  const result = { current: undefined as T };
  function Probe() {
    result.current = hook();
    return null;
  }
  return { result, ...renderWithProviders(<Probe />, options) };
}
