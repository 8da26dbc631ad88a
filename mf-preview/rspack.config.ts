import { appConfigs } from '../federation/build/appConfig';

export default (_env: unknown, argv: { mode?: string }) =>
  appConfigs(
    {
      name: 'mf_preview',
      dir: __dirname,
      port: 3003,
      exposes: {
      './PreviewPage': './src/exposes/PreviewPage.tsx',
      './ShortLinkPage': './src/exposes/ShortLinkPage.tsx',
      },
    },
    argv,
  );
