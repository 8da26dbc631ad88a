import type { RouteModuleProps } from '@dl/shared-config';

export default function BlogPostPage(_: RouteModuleProps) {
  return (
    <section className="page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <h1>BlogPostPage</h1>
    </section>
  );
}
