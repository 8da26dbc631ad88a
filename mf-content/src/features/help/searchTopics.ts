import type { HelpTopic } from './copy/helpTopics';

/** Lower case without accents, so "géo" finds "geo". */
const normalize = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/**
 * Topics containing every word of the query in their question, answer, category or keywords. `categoryName` adds
 * a category's name in the page's language, so that a visitor finds a category by the word the page shows.
 */
export function searchTopics(topics: readonly HelpTopic[], query: string, categoryName?: (category: HelpTopic['category']) => string): HelpTopic[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...topics];
  return topics.filter((t) => {
    const haystack = normalize([t.question, t.category, categoryName?.(t.category) ?? '', ...t.answer, ...t.keywords].join(' '));
    return words.every((w) => haystack.includes(w));
  });
}
