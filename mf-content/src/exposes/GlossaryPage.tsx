import type { RouteModuleProps } from '@dl/shared-config';

export default function GlossaryPage(_: RouteModuleProps) {
  return (
    <section className="page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <h1>GlossaryPage</h1>
    </section>
  );
}
