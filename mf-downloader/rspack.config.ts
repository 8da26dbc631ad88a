import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import type { Messages } from '@lingui/core';
import { REMOTE_CONTRACT, REMOTE_NAMES } from '@dl/contract/remotes';
import { appConfigs, exposeFiles } from '../rspack.base';
import { HOME_FAQ } from './src/features/home/copy/homeCopy';
import { LANDING_COPY, type LandingCopy } from './src/features/landing/copy';
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

/** The landing pages' copy in every other language (`features/landing/copy/<lang>/<id>.ts`), by language and platform. */
function translatedCopies(): Record<string, Record<string, LandingCopy>> {
  const out: Record<string, Record<string, LandingCopy>> = {};
  for (const lang of fs.readdirSync(COPIES).filter((d) => /^[a-z]{2}$/.test(d)).sort()) {
    out[lang] = {};
    for (const id of Object.keys(LANDING_COPY)) {
      const file = path.join(COPIES, lang, `${id}.ts`);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      if (fs.existsSync(file)) out[lang][id] = (require(file) as { copy: LandingCopy }).copy;
    }
  }
  return out;
}
const TRANSLATED = translatedCopies();

/**
 * The MP3 pages' copy (issue #49) in every language, English too, by language and copy id (`youtube-mp3`): made from
 * the MP3 catalogs (`features/landing/copy/<lang>.ts`, features/landing/copy/mp3.ts) and each platform's copy.
 */
function mp3CopiesByLanguage(): Record<string, Record<string, LandingCopy>> {
  const out: Record<string, Record<string, LandingCopy>> = {};
  for (const file of fs.readdirSync(COPIES).filter((f) => /^[a-z]{2}\.ts$/.test(f)).sort()) {
    const lang = file.slice(0, 2);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { messages } = require(path.join(COPIES, file)) as { messages: Messages };
    out[lang] = Object.fromEntries(mp3Copies(lang, messages, (id) => TRANSLATED[lang]?.[id] ?? LANDING_COPY[id]).map((copy) => [copy.id, copy]));
  }
  return out;
}
const MP3 = mp3CopiesByLanguage();
/** One version for all of them, in their file names: a page asks for the copies of the build it runs. */
const COPY_VERSION = crypto.createHash('sha256').update(JSON.stringify([LANDING_COPY, TRANSLATED, MP3])).digest('hex').slice(0, 8);

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
 * FAQPage JSON-LD, and the landing pages' head in every other language (the MP3 pages' in every language).
 */
class SeoIndexPlugin {
  apply(compiler: rspack.Compiler) {
    compiler.hooks.thisCompilation.tap('SeoIndexPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SeoIndexPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const faq = {
          home: HOME_FAQ.map(({ question, answer }) => ({ question: inEnglish(question), answer: inEnglish(answer) })),
          landing: Object.fromEntries(Object.entries({ ...LANDING_COPY, ...MP3.en }).map(([id, copy]) => [id, copy.faq])),
          localized: localizedHeads(),
          // The server preloads a landing page's copy file with the page (server/src/routes/site).
          landingCopyVersion: COPY_VERSION,
        };
        compilation.emitAsset('seo.json', new rspack.sources.RawSource(JSON.stringify(faq, null, 2)));
        // Each landing page's copy in every language, English too, as data the page fetches
        // (features/landing/copy/translations.ts): files rather than chunks, so the remote's entry carries no map of 180 of them.
        for (const [id, copy] of Object.entries(LANDING_COPY)) compilation.emitAsset(`landing/en/${id}.${COPY_VERSION}.json`, new rspack.sources.RawSource(JSON.stringify(copy)));
        for (const [lang, copies] of [...Object.entries(TRANSLATED), ...Object.entries(MP3)]) {
          for (const [id, copy] of Object.entries(copies)) compilation.emitAsset(`landing/${lang}/${id}.${COPY_VERSION}.json`, new rspack.sources.RawSource(JSON.stringify(copy)));
        }
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
