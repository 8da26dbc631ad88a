import type { GlossaryTerm } from './copy/glossaryTerms';

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The anchor id of a term, e.g. "H.264" -> "term-h264", "Frame rate" -> "term-frame-rate". */
export const termId = (term: string) => `term-${term.toLowerCase().replace(/[^a-z0-9\s-]/g, '').trim().replace(/[\s-]+/g, '-')}`;

/** The anchor id of a letter's section, e.g. "letter-a". */
export const letterId = (letter: string) => `letter-${letter.toLowerCase()}`;

/** Terms sorted alphabetically and grouped under their first letter (A–Z); letters without terms are omitted. */
export function groupByLetter(terms: readonly GlossaryTerm[]): { letter: string; terms: GlossaryTerm[] }[] {
  const sorted = [...terms].sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }));
  const groups = new Map<string, GlossaryTerm[]>();
  for (const t of sorted) {
    const letter = t.term[0].toUpperCase();
    if (!ALPHABET.includes(letter)) continue;
    groups.set(letter, [...(groups.get(letter) ?? []), t]);
  }
  return ALPHABET.filter((l) => groups.has(l)).map((letter) => ({ letter, terms: groups.get(letter)! }));
}
