/**
 * The apps' catalogs (issue #24): every text of English exists in every language, is translated (not English left as
 * it is, but for a few words every language writes alike), keeps English's placeholders, and the compiled module each
 * app loads is the one `npm run i18n` makes of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { createCompiledCatalog } from '@lingui/cli/api';
import config, { CATALOG_DIRS, ENGLISH_ONLY_DIRS } from '../../lingui.config';
import { PLATFORMS } from './platforms';
import { AUTH_BUTTON_LABELS, CLIPBOARD_MESSAGES, EXTRACTION_MESSAGES, MESSAGES, UNKNOWN_PLATFORM, URL_INPUT_MESSAGES } from './messages';

const ROOT = path.join(__dirname, '..', '..');
const po = formatter({ lineNumbers: false });
/** Words several languages write as English does: a few common ones, and the platforms' names (the MP3 pages' catalog). */
const SAME_IN_MANY = new Set([
  'Blog', 'Menu', 'Mobile', 'Sitemap', 'Legal', 'Downloader', 'Podcast', 'Audio', 'Video', 'mono', 'stereo', 'Date', 'Format', 'Status', 'Links', 'Password',
  ...PLATFORMS.map((p) => p.displayName),
]);
/** A text that is links alone (the example a landing page's input shows): every language writes it alike. */
const linksAlone = (text: string) => /^https?:\/\/\S+$/.test(text);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

async function catalog(dir: string, lang: string): Promise<Record<string, string>> {
  const file = path.join(ROOT, dir, `${lang}.po`);
  const parsed = (await po.parse(fs.readFileSync(file, 'utf8'), { locale: lang, sourceLocale: 'en', filename: file } as never)) as Record<string, { translation: string }>;
  return Object.fromEntries(Object.entries(parsed).map(([id, m]) => [id, m.translation]));
}

describe('the catalogs together', () => {
  it('each catalog names its texts apart: no id is in two', async () => {
    const owners = new Map<string, string[]>();
    for (const dir of [...CATALOG_DIRS, ...ENGLISH_ONLY_DIRS]) for (const id of Object.keys(await catalog(dir, 'en'))) owners.set(id, [...(owners.get(id) ?? []), dir]);
    expect([...owners].filter(([, apps]) => apps.length > 1)).toEqual([]);
  });

  it("a server's text that an app's catalog also holds is translated alike in both (a text is looked up by its English)", async () => {
    const server = 'shared-config/src/server-texts';
    const serverEnglish = await catalog(server, 'en');
    const differ: string[] = [];
    for (const dir of CATALOG_DIRS.filter((d) => d !== server)) {
      const english = await catalog(dir, 'en');
      const shared = Object.entries(english).filter(([, text]) => !text.includes('{')).flatMap(([id, text]) => Object.keys(serverEnglish).filter((sid) => serverEnglish[sid] === text).map((sid) => [id, sid]));
      for (const lang of config.locales) {
        const [mine, theirs] = [await catalog(dir, lang), await catalog(server, lang)];
        for (const [id, sid] of shared) if (mine[id] !== theirs[sid]) differ.push(`${lang} ${dir} ${id} ≠ ${sid}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it("the shared catalog's English is the contract's texts, word for word", async () => {
    const en = await catalog('shared-config/src/locales', 'en');
    const texts = [UNKNOWN_PLATFORM, ...Object.values(AUTH_BUTTON_LABELS), ...Object.values(MESSAGES), ...Object.values(URL_INPUT_MESSAGES), ...Object.values(EXTRACTION_MESSAGES), ...Object.values(CLIPBOARD_MESSAGES)];
    expect(texts.filter((text) => !Object.values(en).includes(text))).toEqual([]);
  });
});

describe.each(CATALOG_DIRS)('%s', (dir) => {
  const others = config.locales.filter((l) => l !== 'en');

  it.each(others)('%s has every text of English, translated, with the same placeholders', async (lang) => {
    const en = await catalog(dir, 'en');
    const texts = await catalog(dir, lang);
    expect(Object.keys(en).length).toBeGreaterThan(0);
    const missing = Object.keys(en).filter((id) => !texts[id]?.trim());
    expect(missing).toEqual([]);
    const untranslated = Object.keys(en).filter((id) => texts[id] === en[id] && !SAME_IN_MANY.has(en[id]) && !linksAlone(en[id]));
    expect(untranslated).toEqual([]);
    const changed = Object.keys(en).filter((id) => placeholders(texts[id]).join() !== placeholders(en[id]).join());
    expect(changed).toEqual([]);
    expect(Object.keys(texts).filter((id) => !(id in en))).toEqual([]);
  });

  it.each(config.locales)('the compiled %s module is up to date (npm run i18n)', async (lang) => {
    const en = await catalog(dir, 'en');
    const texts = await catalog(dir, lang);
    const messages = Object.fromEntries(Object.keys({ ...en, ...texts }).map((id) => [id, texts[id] || en[id]]));
    const compiled = createCompiledCatalog(lang, messages, { namespace: 'ts' } as never) as unknown as { source: string };
    expect(fs.readFileSync(path.join(ROOT, dir, `${lang}.ts`), 'utf8')).toBe(compiled.source);
  });
});

describe.each(ENGLISH_ONLY_DIRS)('%s (English only)', (dir) => {
  it('holds English alone, so that no page shows a part of it in another language', () => {
    expect(fs.readdirSync(path.join(ROOT, dir)).filter((f) => /^[a-z]{2}\.(po|ts)$/.test(f)).sort()).toEqual(['en.po', 'en.ts']);
  });

  it('the compiled module is up to date (npm run i18n)', async () => {
    const compiled = createCompiledCatalog('en', await catalog(dir, 'en'), { namespace: 'ts' } as never) as unknown as { source: string };
    expect(fs.readFileSync(path.join(ROOT, dir, 'en.ts'), 'utf8')).toBe(compiled.source);
  });
});
