import path from 'node:path';
import { appConfigs } from '../federation/build/appConfig';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PostsIndexPlugin } = require('./build/postsIndexPlugin.cjs') as { PostsIndexPlugin: new (dir: string) => never };

export default (_env: unknown, argv: { mode?: string }) =>
  appConfigs(
    {
      name: 'mf_content',
      dir: __dirname,
      port: 3004,
      exposes: {
        './GuidePage': './src/exposes/GuidePage.tsx',
        './BlogPage': './src/exposes/BlogPage.tsx',
        './BlogPostPage': './src/exposes/BlogPostPage.tsx',
        './HelpPage': './src/exposes/HelpPage.tsx',
        './CookieSettingsPage': './src/exposes/CookieSettingsPage.tsx',
        './PrivacyPage': './src/exposes/PrivacyPage.tsx',
        './DmcaPage': './src/exposes/DmcaPage.tsx',
        './TermsPage': './src/exposes/TermsPage.tsx',
        './GlossaryPage': './src/exposes/GlossaryPage.tsx',
        './NetworkPage': './src/exposes/NetworkPage.tsx',
      },
      // Blog posts: Markdown with front matter, converted to `{ slug, meta, html }` at build time.
      rules: [{ test: /\.md$/, loader: path.resolve(__dirname, 'build/markdown-loader.cjs'), type: 'javascript/auto' }],
    },
    argv,
    (browser) => browser.plugins!.push(new PostsIndexPlugin(path.resolve(__dirname, 'src/features/blog/posts'))),
  );
