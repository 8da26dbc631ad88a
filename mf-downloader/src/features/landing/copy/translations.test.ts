/**
 * The landing pages' copy in the eleven other languages (issue #24): one catalog per platform and language
 * (`<platform>/<lang>.po`, compiled into `<platform>/<lang>.ts`), making a copy with the English's shape (the same steps, formats and questions, in order), its links and settings unchanged, and no text
 * left in English; and the loader that gives a page its own copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Messages } from '@lingui/core';
import { copyFromCatalog } from './catalog';
import { LANDING_COPY, type LandingCopy } from './index';
import { landingCopyIn, loadLandingCopy } from './translations';
import { LANDING_NAMES, landingIdOf } from './names';

const LANGS = ['es', 'fr', 'de', 'it', 'pt', 'ru', 'ja', 'ko', 'zh', 'ar', 'hi'];
/** Every text of a copy, by where it is. */
function texts(copy: LandingCopy): Record<string, string> {
  const out: Record<string, string> = { eyebrow: copy.eyebrow, heading: copy.heading, intro: copy.intro, hint: copy.hint };
  if (copy.note) out.note = copy.note;
  copy.steps.forEach((s, i) => Object.assign(out, { [`steps.${i}.title`]: s.title, [`steps.${i}.text`]: s.text }));
  copy.formats.forEach((s, i) => Object.assign(out, { [`formats.${i}.title`]: s.title, [`formats.${i}.text`]: s.text }));
  copy.faq.forEach((s, i) => Object.assign(out, { [`faq.${i}.question`]: s.question, [`faq.${i}.answer`]: s.answer }));
  return out;
}
const shape = (copy: LandingCopy) => ({ id: copy.id, shareText: copy.shareText, note: Boolean(copy.note), steps: copy.steps.length, formats: copy.formats.length, faq: copy.faq.length });
/** The example links of a placeholder, which every language keeps as they are (its words may be translated). */
const links = (text: string) => text.match(/https?:\/\/[^\s)）]+/g) ?? [];

describe.each(Object.values(LANDING_COPY).map((c) => [c.id, c] as const))('the %s landing page', (id, english) => {
  it.each(LANGS)('in %s: the English shape, its links unchanged, every text translated', async (lang) => {
    expect(fs.existsSync(path.join(__dirname, id, `${lang}.po`))).toBe(true);
    const copy = copyFromCatalog(id, ((await import(`./${id}/${lang}.ts`)) as { messages: Messages }).messages);
    expect(shape(copy)).toEqual(shape(english));
    expect(links(copy.placeholder)).toEqual(links(english.placeholder));
    const mine = texts(copy);
    const theirs = texts(english);
    expect(Object.keys(mine).filter((where) => !mine[where].trim())).toEqual([]);
    expect(Object.keys(mine).filter((where) => mine[where] === theirs[where])).toEqual([]);
  });
});

describe('loading a page’s copy', () => {
  it('gives each language once loaded, English too, and English for a language without a copy', async () => {
    expect(landingCopyIn('youtube', 'en')).toBeUndefined();
    expect(await loadLandingCopy('youtube', 'en')).toBe(LANDING_COPY.youtube);
    expect(landingCopyIn('youtube', 'en')).toBe(LANDING_COPY.youtube);
    expect(landingCopyIn('youtube', 'ja')).toBeUndefined();
    const first = loadLandingCopy('youtube', 'ja');
    expect(loadLandingCopy('youtube', 'ja')).toBe(first);
    const ja = await first;
    expect(ja?.heading).not.toBe(LANDING_COPY.youtube.heading);
    expect(landingCopyIn('youtube', 'ja')).toBe(ja);
    expect(await loadLandingCopy('youtube', 'xx')).toBe(LANDING_COPY.youtube);
  });

  it('names every landing page and its FAQ title as its English eyebrow does', () => {
    expect(Object.keys(LANDING_NAMES).sort()).toEqual(Object.keys(LANDING_COPY).sort());
    for (const [id, copy] of Object.entries(LANDING_COPY)) expect(`${LANDING_NAMES[id]} downloader`).toBe(copy.eyebrow);
    expect(landingIdOf('vimeo')).toBe('vimeo');
    expect(landingIdOf('nosuchplatform')).toBe('podcast');
    expect(landingIdOf(undefined)).toBe('podcast');
    expect(landingIdOf('constructor')).toBe('podcast');
  });
});
