import { createAppConfig } from '../rspack.base';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfig(
    {
      name: 'mf_downloader',
      dir: __dirname,
      port: 3001,
      exposes: {
      './HomePage': './src/exposes/HomePage.tsx',
      './PlatformPage': './src/exposes/PlatformPage.tsx',
      },
    },
    argv,
  );
