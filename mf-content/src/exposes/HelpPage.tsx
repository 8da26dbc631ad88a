import { useState } from 'react';
import type { RouteModuleProps } from '@dl/shared-config';
import { HELP_CATEGORIES, HELP_TOPICS } from '../features/help/copy/helpTopics';
import { searchTopics } from '../features/help/searchTopics';
import { HelpSearch } from '../features/help/components/HelpSearch';
import { TopicCard } from '../features/help/components/TopicCard';
import { ContactCard } from '../features/help/components/ContactCard';
import { Bookmarklet } from '../features/help/components/Bookmarklet';
import '../ui/content.css';

const categoryId = (category: string) => `help-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** /help-center: searchable questions and answers, and the contact address. */
export default function HelpPage(_: RouteModuleProps) {
  const [query, setQuery] = useState('');
  const results = searchTopics(HELP_TOPICS, query);
  const groups = HELP_CATEGORIES.map((category) => ({ category, topics: results.filter((t) => t.category === category) })).filter(
    (g) => g.topics.length,
  );
  return (
    <div className="page narrow content-page" data-area="mf-content" data-build={__BUILD_LABEL__}>
      <header className="content-header">
        <p className="eyebrow">Help Center</p>
        <h1>How can we help?</h1>
        <p className="lead">Answers to the most common questions about downloading, formats, errors, podcasts and accounts.</p>
      </header>

      <HelpSearch value={query} onChange={setQuery} resultCount={results.length} total={HELP_TOPICS.length} />

      {groups.length ? (
        groups.map(({ category, topics }) => (
          <section key={category} className="content-section" aria-labelledby={categoryId(category)}>
            <h2 id={categoryId(category)}>{category}</h2>
            <div className="topic-list">
              {topics.map((t) => (
                <TopicCard key={t.id} topic={t} />
              ))}
            </div>
          </section>
        ))
      ) : (
        <div className="card empty-state">
          <p>No help topics match “{query.trim()}”. Try fewer or different words, or write to us below.</p>
          <button type="button" className="btn btn-ghost" onClick={() => setQuery('')}>
            Clear search
          </button>
        </div>
      )}

      <Bookmarklet />

      <ContactCard />
    </div>
  );
}
