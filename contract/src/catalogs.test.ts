/**
 * The apps' catalogs (issue #24): every text of English exists in every language, is translated (not English left as
 * it is, but for a few words every language writes alike), keeps English's placeholders, and the compiled module each
 * app loads is the one `npm run i18n` makes of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { createCompiledCatalog } from '@lingui/cli/api';
import config, { TRANSLATED_APPS } from '../../lingui.config';

const ROOT = path.join(__dirname, '..', '..');
const po = formatter({ lineNumbers: false });
/** Words several languages write as English does. */
const SAME_IN_MANY = new Set(['Blog', 'Menu', 'Mobile', 'Sitemap', 'Legal', 'Downloader']);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

async function catalog(app: string, lang: string): Promise<Record<string, string>> {
  const file = path.join(ROOT, app, 'src', 'locales', `${lang}.po`);
  const parsed = (await po.parse(fs.readFileSync(file, 'utf8'), { locale: lang, sourceLocale: 'en', filename: file } as never)) as Record<string, { translation: string }>;
  return Object.fromEntries(Object.entries(parsed).map(([id, m]) => [id, m.translation]));
}

describe.each(TRANSLATED_APPS)('%s', (app) => {
  const others = config.locales.filter((l) => l !== 'en');

  it.each(others)('%s has every text of English, translated, with the same placeholders', async (lang) => {
    const en = await catalog(app, 'en');
    const texts = await catalog(app, lang);
    expect(Object.keys(en).length).toBeGreaterThan(0);
    const missing = Object.keys(en).filter((id) => !texts[id]?.trim());
    expect(missing).toEqual([]);
    const untranslated = Object.keys(en).filter((id) => texts[id] === en[id] && !SAME_IN_MANY.has(en[id]));
    expect(untranslated).toEqual([]);
    const changed = Object.keys(en).filter((id) => placeholders(texts[id]).join() !== placeholders(en[id]).join());
    expect(changed).toEqual([]);
    expect(Object.keys(texts).filter((id) => !(id in en))).toEqual([]);
  });

  it.each(config.locales)('the compiled %s module is up to date (npm run i18n)', async (lang) => {
    const en = await catalog(app, 'en');
    const texts = await catalog(app, lang);
    const messages = Object.fromEntries(Object.keys({ ...en, ...texts }).map((id) => [id, texts[id] || en[id]]));
    const compiled = createCompiledCatalog(lang, messages, { namespace: 'ts' } as never) as unknown as { source: string };
    expect(fs.readFileSync(path.join(ROOT, app, 'src', 'locales', `${lang}.ts`), 'utf8')).toBe(compiled.source);
  });
});
