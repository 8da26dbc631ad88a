import { rspack } from '@rspack/core';
import { REMOTE_CONTRACT, REMOTE_NAMES } from '@dl/contract/remotes';
import { appConfigs, exposeFiles } from '../federation/build/appConfig';
import { HOME_FAQ } from './src/features/home/copy/homeCopy';
import { LANDING_COPY } from './src/features/landing/copy';
import { messages as english } from './src/locales/en';

/** A text of the downloader's English catalog (compiled: a plain text is a list of one string). */
const inEnglish = (id: string) => (english[id] as string[]).join('');

/** seo.json beside the build: the FAQ of the home page and of each landing page, for the server's FAQPage JSON-LD. */
class SeoIndexPlugin {
  apply(compiler: rspack.Compiler) {
    compiler.hooks.thisCompilation.tap('SeoIndexPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SeoIndexPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const faq = {
          home: HOME_FAQ.map(({ question, answer }) => ({ question: inEnglish(question), answer: inEnglish(answer) })),
          landing: Object.fromEntries(Object.entries(LANDING_COPY).map(([id, copy]) => [id, copy.faq])),
        };
        compilation.emitAsset('seo.json', new rspack.sources.RawSource(JSON.stringify(faq, null, 2)));
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
    (browser) => browser.plugins!.push(new SeoIndexPlugin()),
  );
