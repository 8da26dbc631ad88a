/**
 * "2026-10-28" -> "October 28, 2026" ("28 de octubre de 2026" in Spanish: issue #24), read as a calendar date (no
 * time-zone shift).
 */
export function formatLongDate(isoDate: string, lang = 'en'): string {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return isoDate;
  return d.toLocaleDateString(lang === 'en' ? 'en-US' : lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
