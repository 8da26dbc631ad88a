import { Link } from 'react-router-dom';
import { useDomainConfig, type RouteModuleProps } from '@dl/shared-config';
import { GUIDE_SECTIONS } from '../features/guide/copy/guideSections';
import { TableOfContents } from '../ui/TableOfContents';
import { ContentSection } from '../ui/ContentSection';
import '../ui/content.css';

/** /how-to-download-videos: the step-by-step guide. */
export default function GuidePage(_: RouteModuleProps) {
  const { branding } = useDomainConfig();
  return (
    <article className="page narrow content-page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <header className="content-header">
        <p className="eyebrow">How-To Guide</p>
        <h1>How to download videos, audio and podcasts</h1>
        <p className="lead">
          Everything you need to save media with {branding.name}: from copying a link to choosing a format, merging
          video with its sound, previewing and sharing the result.
        </p>
        <p className="actions">
          <Link className="btn btn-primary" to="/">
            Start a download
          </Link>
        </p>
      </header>
      <TableOfContents entries={GUIDE_SECTIONS} />
      {GUIDE_SECTIONS.map((s) => (
        <ContentSection key={s.id} id={s.id} title={s.title}>
          {s.body({ brand: branding.name })}
        </ContentSection>
      ))}
    </article>
  );
}
