import { useState } from 'react';
import type { RouteModuleProps } from '@dl/shared-config';
import { HELP_CATEGORIES, HELP_TOPICS } from '../features/help/copy/helpTopics';
import { CATEGORY_TEXT } from '../features/help/categoryText';
import { searchTopics } from '../features/help/searchTopics';
import { HelpSearch } from '../features/help/components/HelpSearch';
import { TopicCard } from '../features/help/components/TopicCard';
import { ContactCard } from '../features/help/components/ContactCard';
import { Bookmarklet } from '../features/help/components/Bookmarklet';
import { EnglishOnlyNotice } from '../ui/EnglishOnly';
import { ContentHeader } from '../ui/ContentHeader';
import { useT } from '../i18n';
import '../ui/content.css';

const categoryId = (category: string) => `help-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * /help-center: searchable questions and answers, and the contact address. The page (search, categories, the
 * bookmarklet, the contact card) is in the page's language; the questions and answers are English (issue #24).
 */
export default function HelpPage(_: RouteModuleProps) {
  const t = useT();
  const [query, setQuery] = useState('');
  const results = searchTopics(HELP_TOPICS, query, (category) => t(CATEGORY_TEXT[category]));
  const groups = HELP_CATEGORIES.map((category) => ({ category, topics: results.filter((r) => r.category === category) })).filter(
    (g) => g.topics.length,
  );
  return (
    <div className="page narrow content-page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <ContentHeader eyebrow={t('ct.help.eyebrow')} title={t('ct.help.title')} lead={t('ct.help.lead')} />

      <EnglishOnlyNotice notice="ct.en.answers" />

      <HelpSearch value={query} onChange={setQuery} resultCount={results.length} total={HELP_TOPICS.length} />

      {groups.length ? (
        groups.map(({ category, topics }) => (
          <section key={category} className="content-section" aria-labelledby={categoryId(category)}>
            <h2 id={categoryId(category)}>{t(CATEGORY_TEXT[category])}</h2>
            <div className="topic-list">
              {topics.map((topic) => (
                <TopicCard key={topic.id} topic={topic} />
              ))}
            </div>
          </section>
        ))
      ) : (
        <div className="card empty-state">
          <p>{t('ct.help.none', { query: query.trim() })}</p>
          <button type="button" className="btn btn-ghost" onClick={() => setQuery('')}>
            {t('ct.help.clear')}
          </button>
        </div>
      )}

      <Bookmarklet />

      <ContactCard />
    </div>
  );
}
