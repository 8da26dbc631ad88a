/** The items of a feed or playlist as the result lists them (issue #23): search by title and pages of 20. */

export const ITEMS_PER_PAGE = 20;

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
