import { appConfigs } from '../federation/build/appConfig';

export default (_env: unknown, argv: { mode?: string }) =>
  appConfigs(
    {
      name: 'mf_auth',
      dir: __dirname,
      port: 3002,
      exposes: {
      './AccountMenu': './src/exposes/AccountMenu.tsx',
      './SubscriptionPage': './src/exposes/SubscriptionPage.tsx',
      },
    },
    argv,
  );
