/** What every app's component tests start from: the real store and router, and the fake API server. */
export { renderHookWithProviders, renderWithProviders } from './renderWithProviders';
export * from './fakeServer';
