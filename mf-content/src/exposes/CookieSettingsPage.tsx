import type { RouteModuleProps } from '@dl/shared-config';

export default function CookieSettingsPage(_: RouteModuleProps) {
  return (
    <section className="page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <h1>CookieSettingsPage</h1>
    </section>
  );
}
