import type { ReactNode } from 'react';
import { formatLongDate } from '../rules/formatLongDate';
import { useLanguage, useT } from '../i18n';
import { withTags } from './withTags';
import { EnglishOnly, useEnglish } from './EnglishOnly';
import { TableOfContents } from './TableOfContents';
import { ContentSection } from './ContentSection';
import { ContentHeader } from './ContentHeader';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface Props {
  /** The page's heading, in the page's language. */
  title: string;
  /** YYYY-MM-DD */
  lastUpdated: string;
  /** English, like the sections. */
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/**
 * The layout shared by the privacy policy, the terms and the DMCA policy. The legal texts are English only (issue
 * #24): on a page in another language the heading, the date line and the table of contents' title are in it, and a
 * notice above the text says that it is English.
 */
export function LegalPage({ title, lastUpdated, intro, sections }: Props) {
  const t = useT();
  const lang = useLanguage();
  const english = useEnglish();
  return (
    <article className="page narrow content-page legal-page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <ContentHeader eyebrow={t('ct.legal.eyebrow')} title={title}>
        <p className="muted">
          {withTags(t('ct.legal.updated', { date: formatLongDate(lastUpdated, lang) }), {
            time: (date) => <time dateTime={lastUpdated}>{date}</time>,
          })}
        </p>
        <EnglishOnly className="lead">{intro}</EnglishOnly>
      </ContentHeader>
      <TableOfContents entries={sections} />
      <div {...english}>
        {sections.map((s) => (
          <ContentSection key={s.id} id={s.id} title={s.title}>
            {s.body}
          </ContentSection>
        ))}
      </div>
    </article>
  );
}
