import type { RouteModuleProps } from '@dl/shared-config';

export default function HomePage(_: RouteModuleProps) {
  return (
    <section className="page" data-area="mf-downloader" data-build={__BUILD_LABEL__}>
      <h1>HomePage</h1>
    </section>
  );
}
