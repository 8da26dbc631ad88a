import { REMOTE_CONTRACT, REMOTE_NAMES } from '@dl/contract/remotes';
import { appConfigs, exposeFiles } from '../rspack.base';

export default (_env: unknown, argv: { mode?: string }) =>
  appConfigs(
    {
      name: REMOTE_NAMES.auth,
      dir: __dirname,
      port: 3002,
      exposes: exposeFiles(REMOTE_CONTRACT.auth),
    },
    argv,
  );
