/**
 * What the apps' production builds get for `import … from 'react-redux'` (rspack.base.ts aliases the package
 * to this file and shares THIS module as the `react-redux` singleton): the Provider and the hooks, which the
 * store (shared-config) and RTK Query's React hooks use.
 *
 * Why: a shared module is not tree-shaken, so sharing the package itself puts all of React Redux on every
 * page, `connect` and its selector factories included, which nothing here uses (about 2 KB gzip). It is still
 * one module instance for the whole page (one store context). The same technique as build/react-router-dom.ts,
 * with the same test (shell/src/app/facades.test.ts) and the same version suffix.
 *
 * The package is imported here by its `alternate-renderers` entry (the same file as its main entry): the name
 * `react-redux` is the shared module, this file, and a production build shares no `react-redux/…` subpath.
 */
export { Provider, ReactReduxContext, batch, shallowEqual, useDispatch, useSelector, useStore } from 'react-redux/alternate-renderers';
