import { Link } from 'react-router-dom';
import { useDomainConfig, type RouteModuleProps } from '@dl/shared-config';
import { GUIDE_SECTIONS } from '../features/guide/copy/guideSections';
import { TableOfContents } from '../ui/TableOfContents';
import { ContentSection } from '../ui/ContentSection';
import { ContentHeader } from '../ui/ContentHeader';
import { EnglishOnlyNotice, useEnglish } from '../ui/EnglishOnly';
import { useT } from '../i18n';
import '../ui/content.css';

/** /how-to-download-videos: the step-by-step guide (its heading in the page's language, its sections in English). */
export default function GuidePage(_: RouteModuleProps) {
  const t = useT();
  const english = useEnglish();
  const { branding } = useDomainConfig();
  return (
    <article className="page narrow content-page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <ContentHeader eyebrow={t('ct.guide.eyebrow')} title={t('ct.guide.title')} lead={t('ct.guide.lead', { brand: branding.name })}>
        <p className="actions">
          <Link className="btn btn-primary" to="/">
            {t('ct.guide.start')}
          </Link>
        </p>
      </ContentHeader>
      <EnglishOnlyNotice />
      <TableOfContents entries={GUIDE_SECTIONS} />
      <div {...english}>
        {GUIDE_SECTIONS.map((s) => (
          <ContentSection key={s.id} id={s.id} title={s.title}>
            {s.body({ brand: branding.name })}
          </ContentSection>
        ))}
      </div>
    </article>
  );
}
