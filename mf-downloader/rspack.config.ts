import crypto from 'node:crypto';
import path from 'node:path';
import { rspack } from '@rspack/core';
import type { Messages } from '@lingui/core';
import { SITE_LANGUAGES } from '@dl/contract';
import { REMOTE_CONTRACT, REMOTE_NAMES } from '@dl/contract/remotes';
import { appConfigs, exposeFiles } from '../rspack.base';
import { HOME_FAQ } from './src/features/home/copy/homeCopy';
import { LANDING_COPY, type LandingCopy } from './src/features/landing/copy';
import { copyFromCatalog } from './src/features/landing/copy/catalog';
import { mp3Copies } from './src/features/landing/copy/mp3';
import { messages as english } from './src/features/home/copy/en';

/** A text of a compiled catalog of the downloader's home page (a plain text is a list of one string). */
const textOf = (messages: Messages, id: string) => (messages[id] as string[]).join('');
const inEnglish = (id: string) => textOf(english, id);

type Faq = { question: string; answer: string }[];
interface LocalizedHead {
  title: string;
  /** The home page's by the domain's target audience; a landing page's one. */
  description: string | Record<string, string>;
  faq: Faq;
}

const COPIES = path.join(__dirname, 'src', 'features', 'landing', 'copy');
/* eslint-disable @typescript-eslint/no-require-imports */
const catalogIn = (file: string) => (require(path.join(COPIES, file)) as { messages: Messages }).messages;
/* eslint-enable @typescript-eslint/no-require-imports */

/**
 * The landing pages' copy in every other language, by language and platform: made from each page's catalogs
 * (`features/landing/copy/<platform>/<lang>.ts`, features/landing/copy/catalog.ts).
 */
function translatedCopies(): Record<string, Record<string, LandingCopy>> {
  const out: Record<string, Record<string, LandingCopy>> = {};
  for (const lang of SITE_LANGUAGES.filter((l) => l !== 'en')) {
    out[lang] = Object.fromEntries(Object.keys(LANDING_COPY).map((id) => [id, copyFromCatalog(id, catalogIn(path.join(id, `${lang}.ts`)))]));
  }
  return out;
}
const TRANSLATED = translatedCopies();

/**
 * The MP3 pages' copy (issue #49) in every language, English too, by language and copy id (`youtube-mp3`): made from
 * the MP3 catalogs (`features/landing/copy/<lang>.ts`, features/landing/copy/mp3.ts) and each platform's copy.
 */
function mp3CopiesByLanguage(): Record<string, Record<string, LandingCopy>> {
  return Object.fromEntries(
    SITE_LANGUAGES.map((lang) => [lang, Object.fromEntries(mp3Copies(catalogIn(`${lang}.ts`), (id) => TRANSLATED[lang]?.[id] ?? LANDING_COPY[id]).map((copy) => [copy.id, copy]))]),
  );
}
const MP3 = mp3CopiesByLanguage();

/**
 * The landing pages' compiled catalogs as the build publishes them, by their file's name without its version
 * (`<lang>/<platform>`, and `<lang>/mp3` for the MP3 pages'): each as it is compiled, the data a page fetches
 * (features/landing/copy/translations.ts).
 */
const PUBLISHED: Record<string, Messages> = Object.fromEntries(
  SITE_LANGUAGES.flatMap((lang) => [
    ...Object.keys(LANDING_COPY).map((id) => [`${lang}/${id}`, catalogIn(path.join(id, `${lang}.ts`))] as const),
    [`${lang}/mp3`, catalogIn(`${lang}.ts`)] as const,
  ]),
);
/** One version for all of them, in their file names: a page asks for the catalogs of the build it runs. */
const COPY_VERSION = crypto.createHash('sha256').update(JSON.stringify(PUBLISHED)).digest('hex').slice(0, 8);

/** The files of the MP3 pages' code (features/landing/copy/mp3Texts.ts), which an MP3 page loads with its catalogs. */
const mp3Files = (compilation: rspack.Compilation) => [...(compilation.namedChunks.get('landing-mp3')?.files ?? [])].filter((f) => f.endsWith('.js'));

/** A landing page's head as its copy gives it: its own title and description (an MP3 page's), else its heading and intro. */
const headOf = (copy: LandingCopy): LocalizedHead => ({ title: copy.title ?? copy.heading, description: copy.description ?? copy.intro, faq: copy.faq });
const headsOf = (copies: Record<string, LandingCopy>) => Object.fromEntries(Object.entries(copies).map(([id, copy]) => [id, headOf(copy)]));

/**
 * The landing pages' head in every other language (issue #24: `/es/youtube-downloader`): the home page's headline,
 * sub-texts and FAQ from the catalogs, each platform page's heading, intro and FAQ from its translated copy; and the MP3
 * pages' head (issue #49) in every language, English too, from their copies.
 */
function localizedHeads(): Record<string, Record<string, LocalizedHead>> {
  const out: Record<string, Record<string, LocalizedHead>> = { en: headsOf(MP3.en ?? {}) };
  for (const [lang, copies] of Object.entries(TRANSLATED)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { messages } = require(`./src/features/home/copy/${lang}.ts`) as { messages: Messages };
    out[lang] = {
      home: {
        title: textOf(messages, 'dl.home.headline'),
        description: Object.fromEntries(['creators', 'enterprise', 'comprehensive'].map((a) => [a, textOf(messages, `dl.home.sub.${a}`)])),
        faq: HOME_FAQ.map(({ question, answer }) => ({ question: textOf(messages, question), answer: textOf(messages, answer) })),
      },
      ...headsOf({ ...copies, ...MP3[lang] }),
    };
  }
  return out;
}

/**
 * seo.json beside the build: the FAQ of the home page and of each landing page (its MP3 page's too), for the server's
 * FAQPage JSON-LD, and the landing pages' head in every other language (the MP3 pages' in every language); and the
 * landing pages' catalogs, published (`landing/<lang>/<name>.<version>.json`).
 */
class SeoIndexPlugin {
  apply(compiler: rspack.Compiler) {
    compiler.hooks.thisCompilation.tap('SeoIndexPlugin', (compilation) => {
      // After the files have their final names (the MP3 pages' code is named by its content).
      compilation.hooks.processAssets.tap({ name: 'SeoIndexPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const faq = {
          home: HOME_FAQ.map(({ question, answer }) => ({ question: inEnglish(question), answer: inEnglish(answer) })),
          landing: Object.fromEntries(Object.entries({ ...LANDING_COPY, ...MP3.en }).map(([id, copy]) => [id, copy.faq])),
          localized: localizedHeads(),
          // The server preloads a landing page's catalogs with the page, and an MP3 page's code (server/src/features/site).
          landingCopyVersion: COPY_VERSION,
          landingMp3Files: mp3Files(compilation),
        };
        compilation.emitAsset('seo.json', new rspack.sources.RawSource(JSON.stringify(faq, null, 2)));
        // Files rather than chunks, so the remote's entry carries no map of 190 of them.
        for (const [name, messages] of Object.entries(PUBLISHED)) compilation.emitAsset(`landing/${name}.${COPY_VERSION}.json`, new rspack.sources.RawSource(JSON.stringify(messages)));
      });
    });
  }
}

export default (_env: unknown, argv: { mode?: string }) =>
  appConfigs(
    {
      name: REMOTE_NAMES.downloader,
      dir: __dirname,
      port: 3001,
      exposes: exposeFiles(REMOTE_CONTRACT.downloader),
    },
    argv,
    (browser) => browser.plugins!.push(new SeoIndexPlugin(), new rspack.DefinePlugin({ __LANDING_COPY_VERSION__: JSON.stringify(COPY_VERSION) })),
  );
