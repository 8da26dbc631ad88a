/** The items of a feed or playlist as the result lists them (issue #23): search by title and pages of 20. */

export const ITEMS_PER_PAGE = 20;

export const ITEM_TEXT = {
  episodes: 'Episodes',
  items: 'Items',
  searchEpisodes: 'Search episodes by title',
  searchItems: 'Search items by title',
  noMatch: 'No title matches your search.',
  open: 'Open',
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  allEpisodes: 'All episodes',
  allItems: 'All items',
  select: (title: string) => `Select ${title}`,
  selectAll: 'Select all',
  selected: (n: number) => `${n} selected`,
  downloadBatch: (n: number) => `Download selected (${n}) as a batch`,
  downloadZip: (n: number) => `Download selected (${n}) as ZIP`,
  batchTooMany: (max: number) => `A batch takes up to ${max} items at once: choose fewer.`,
  zipTooMany: (max: number) => `A ZIP file takes up to ${max} items: choose fewer.`,
} as const;

/** The ZIP of chosen items of a list: their places (1-based) in the list as the result gave it, in list order. */
export function zipPath(listId: string, places: number[]): string {
  return `/api/download/zip?list_id=${encodeURIComponent(listId)}&items=${[...places].sort((a, b) => a - b).join(',')}`;
}

/** Text for matching: lower case, accents and other marks removed, spaces collapsed. */
const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** True when every word of the query is in the title (case and accents ignored); an empty query matches all. */
export function itemMatches(title: string, query: string): boolean {
  const words = folded(query).split(' ').filter(Boolean);
  if (!words.length) return true;
  const t = folded(title);
  return words.every((w) => t.includes(w));
}

/** One page of a list (1-based, held within the pages there are) and how many pages there are. */
export function pageOf<T>(all: readonly T[], page: number, perPage = ITEMS_PER_PAGE): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(all.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { items: all.slice((current - 1) * perPage, current * perPage), page: current, pages };
}
