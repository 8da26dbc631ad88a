/**
 * What the apps' production builds get for `import … from 'react-router-dom'` (rspack.base.ts aliases the
 * package to this file and shares THIS module as the `react-router-dom` singleton): the declarative router
 * and the components and hooks the apps use, re-exported from `react-router`.
 *
 * Why: a shared module is not tree-shaken (any remote may use any export), so sharing the package itself puts
 * all of React Router on every page: the data router, fetchers, forms, server rendering (≈ 65 KB gzip with
 * `react-router/dom`). This file IS the list of exports, so the shared module is only what it names, and it is
 * still one module instance for the whole page (one router context), exactly as before.
 *
 * Adding a router export an app needs: add it here and rebuild the shell (the page runs the shell's copy) and the
 * remotes; shell/src/app/facades.test.ts fails while an app imports a name missing here. The shared version
 * carries a hash of this file (`7.x.y+subset.<hash>`), so a remote deployed with another list than the shell's is
 * reported in the console like any other singleton mismatch. Unit tests (Jest)
 * and development builds use the real package.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { NavigateFunction, RouteObject, SetURLSearchParams } from 'react-router';
