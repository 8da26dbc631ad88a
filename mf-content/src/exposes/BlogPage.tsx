import type { RouteModuleProps } from '@dl/shared-config';

export default function BlogPage(_: RouteModuleProps) {
  return (
    <section className="page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <h1>BlogPage</h1>
    </section>
  );
}
