/**
 * The MP3 pages' copy (issue #49): made from the MP3 catalogs for each landing page that has an MP3 page, in every
 * language; it speaks of MP3 and the profile's other audio formats with the platform's name as its language writes it,
 * keeps the platform's form, and is the landing page's copy in no text. The loader gives it as it gives the others.
 */
import type { Messages } from '@lingui/core';
import { LANGUAGES, PLATFORMS } from '@dl/contract';
import { copyFromCatalog } from './catalog';
import { LANDING_COPY, type LandingCopy } from './index';
import { MP3_PAGES, mp3Copy } from './mp3';
import { landingCopyIn, loadLandingCopy } from './translations';

/* eslint-disable @typescript-eslint/no-require-imports */
const catalog = (lang: string) => (require(`./${lang}.ts`) as { messages: Messages }).messages;
const landing = (lang: string, id: string) => (lang === 'en' ? LANDING_COPY[id] : copyFromCatalog(id, (require(`./${id}/${lang}.ts`) as { messages: Messages }).messages));
/* eslint-enable @typescript-eslint/no-require-imports */
const text = (messages: Messages, id: string) => (messages[id] as string[]).join('');

/** Every text of a copy that a visitor reads. */
const texts = (c: LandingCopy) => [c.title!, c.description!, c.eyebrow, c.heading, c.intro, ...c.steps.flatMap((s) => [s.title, s.text]), ...c.formats.flatMap((f) => [f.title, f.text]), ...c.faq.flatMap((f) => [f.question, f.answer]), ...Object.values(c.sections!)];

it('has an MP3 page for every platform and for the podcast page', () => {
  expect([...MP3_PAGES].sort()).toEqual([...PLATFORMS.map((p) => p.id), 'podcast'].sort());
});

describe.each(LANGUAGES)('in %s', (lang) => {
  it.each(MP3_PAGES)('%s: MP3 and the other audio formats in every text it needs, the platform named, the same form', (id) => {
    const base = landing(lang, id);
    const copy = mp3Copy(base, catalog(lang));
    expect(copy.id).toBe(`${id}-mp3`);
    expect(texts(copy).filter((t) => !t?.trim() || /dl\.mp3\.|[{}]/.test(t))).toEqual([]);
    for (const t of [copy.title, copy.eyebrow, copy.heading]) expect(t).toContain('MP3');
    for (const t of [copy.description, copy.intro]) for (const format of ['MP3', 'WAV', 'FLAC', 'AAC', 'M4A']) expect(t).toContain(format);
    if (id !== 'podcast') for (const t of [copy.title, copy.heading, copy.intro]) expect(t).toContain(text(catalog(lang), `dl.mp3.name.${id}`));
    expect(copy.steps).toHaveLength(3);
    expect(copy.formats).toHaveLength(3);
    expect(copy.faq).toHaveLength(5);
    expect({ placeholder: copy.placeholder, hint: copy.hint, shareText: copy.shareText, note: copy.note }).toEqual({ placeholder: base.placeholder, hint: base.hint, shareText: base.shareText, note: base.note });
    // Its head, its top and its FAQ are its own (a step such as "Copy the video link" may be the landing page's too).
    const own = (c: LandingCopy) => [c.eyebrow, c.heading, c.intro, ...c.faq.flatMap((f) => [f.question, f.answer])];
    const theirs = new Set(own(base));
    expect([copy.title, copy.description, ...own(copy)].filter((t) => theirs.has(t!))).toEqual([]);
  });
});

it('names each platform in English as the platform table does, and in Chinese as Chinese does', () => {
  for (const p of PLATFORMS) expect(text(catalog('en'), `dl.mp3.name.${p.id}`)).toBe(p.displayName);
  expect(mp3Copy(landing('zh', 'xiaohongshu'), catalog('zh')).heading).toBe('将小红书（RedNote）视频转换为 MP3');
});

it('loads an MP3 page’s copy in a language, and the English one for a language without it', async () => {
  const es = await loadLandingCopy('youtube-mp3', 'es');
  expect(es).toEqual(mp3Copy(landing('es', 'youtube'), catalog('es')));
  expect(landingCopyIn('youtube-mp3', 'es')).toBe(es);
  expect(await loadLandingCopy('soundcloud-mp3', 'xx')).toEqual(await loadLandingCopy('soundcloud-mp3', 'en'));
  expect((await loadLandingCopy('soundcloud-mp3', 'en')).heading).toBe('Save SoundCloud Tracks as MP3, WAV or FLAC');
});
