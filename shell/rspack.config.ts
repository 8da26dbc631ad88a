import crypto from 'node:crypto';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { appConfigs } from '../rspack.base';
import { ALL_HEAD_MESSAGES } from './src/features/remote/copy/server';

/**
 * The pages' heads in each other language (issue #24, src/features/remote/copy): published as one JSON file per
 * language (`heads/<lang>.<version>.json`), which a page fetches when it first needs one (the next page, or a language
 * chosen in the menu), so the shell's code carries no map of eleven chunks.
 */
const HEADS_VERSION = crypto.createHash('sha256').update(JSON.stringify(ALL_HEAD_MESSAGES)).digest('hex').slice(0, 8);

class HeadTextsPlugin {
  apply(compiler: rspack.Compiler) {
    compiler.hooks.thisCompilation.tap('HeadTextsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'HeadTextsPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [lang, messages] of Object.entries(ALL_HEAD_MESSAGES)) {
          compilation.emitAsset(`heads/${lang}.${HEADS_VERSION}.json`, new rspack.sources.RawSource(JSON.stringify(messages)));
        }
      });
    });
  }
}

export default (_env: unknown, argv: { mode?: string }) =>
  appConfigs(
    {
      name: 'shell',
      dir: __dirname,
      port: 3000,
      publicDir: path.resolve(__dirname, 'public'),
    },
    argv,
    (browser) => browser.plugins!.push(new HeadTextsPlugin(), new rspack.DefinePlugin({ __HEAD_TEXTS_VERSION__: JSON.stringify(HEADS_VERSION) })),
  );
