import type { RouteModuleProps } from '@dl/shared-config';

export default function PlatformPage(_: RouteModuleProps) {
  return (
    <section className="page" data-area="mf-downloader" data-build={__BUILD_LABEL__}>
      <h1>PlatformPage</h1>
    </section>
  );
}
