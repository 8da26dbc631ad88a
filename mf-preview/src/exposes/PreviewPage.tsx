import type { RouteModuleProps } from '@dl/shared-config';

export default function PreviewPage(_: RouteModuleProps) {
  return (
    <section className="page" data-area="mf-preview" data-build={__BUILD_LABEL__}>
      <h1>PreviewPage</h1>
    </section>
  );
}
