/** /p/{shortId} (SPEC §2): resolves a shared short link and opens its preview; its details are not shown. */
import type { PropsOf } from '@dl/shared-config';
import { ShortLinkResolver } from '../features/short-link/components/ShortLinkResolver';
import '../ui/preview.css';

export default function ShortLinkPage({ params }: PropsOf<'preview', './ShortLinkPage'>) {
  return (
    <section className="page narrow" data-area="mf-preview" data-build={__BUILD_LABEL__}>
      <ShortLinkResolver shortId={params.shortId ?? ''} />
    </section>
  );
}
