import path from 'node:path';
import { REMOTE_CONTRACT, REMOTE_NAMES } from '@dl/contract/remotes';
import { appConfigs, exposeFiles } from '../rspack.base';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PostsIndexPlugin } = require('./markdown/postsIndexPlugin.cjs') as { PostsIndexPlugin: new (dir: string) => never };

export default (_env: unknown, argv: { mode?: string }) =>
  appConfigs(
    {
      name: REMOTE_NAMES.content,
      dir: __dirname,
      port: 3004,
      exposes: exposeFiles(REMOTE_CONTRACT.content),
      // Blog posts: Markdown with front matter, converted to `{ slug, meta, html }` at build time.
      rules: [{ test: /\.md$/, loader: path.resolve(__dirname, 'markdown/markdown-loader.cjs'), type: 'javascript/auto' }],
    },
    argv,
    (browser) => browser.plugins!.push(new PostsIndexPlugin(path.resolve(__dirname, 'src/features/blog/copy'))),
  );
