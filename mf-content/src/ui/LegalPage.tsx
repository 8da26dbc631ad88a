import type { ReactNode } from 'react';
import { formatLongDate } from '../rules/formatLongDate';
import { TableOfContents } from './TableOfContents';
import { ContentSection } from './ContentSection';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface Props {
  title: string;
  /** YYYY-MM-DD */
  lastUpdated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/** The layout shared by the privacy policy, the terms and the DMCA policy. */
export function LegalPage({ title, lastUpdated, intro, sections }: Props) {
  return (
    <article className="page narrow content-page legal-page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <header className="content-header">
        <p className="eyebrow">Legal</p>
        <h1>{title}</h1>
        <p className="muted">
          Last updated: <time dateTime={lastUpdated}>{formatLongDate(lastUpdated)}</time>
        </p>
        <div className="lead">{intro}</div>
      </header>
      <TableOfContents entries={sections} />
      {sections.map((s) => (
        <ContentSection key={s.id} id={s.id} title={s.title}>
          {s.body}
        </ContentSection>
      ))}
    </article>
  );
}
