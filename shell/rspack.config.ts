import path from 'node:path';
import { appConfigs } from '../federation/build/appConfig';

export default (_env: unknown, argv: { mode?: string }) =>
  appConfigs(
    {
      name: 'shell',
      dir: __dirname,
      port: 3000,
      publicDir: path.resolve(__dirname, 'public'),
    },
    argv,
  );
