import type { RouteModuleProps } from '@dl/shared-config';

export default function SubscriptionPage(_: RouteModuleProps) {
  return (
    <section className="page" data-area="mf-auth" data-build={__BUILD_LABEL__}>
      <h1>SubscriptionPage</h1>
    </section>
  );
}
