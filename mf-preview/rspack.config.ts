import { REMOTE_CONTRACT, REMOTE_NAMES } from '@dl/contract/remotes';
import { appConfigs, exposeFiles } from '../rspack.base';

export default (_env: unknown, argv: { mode?: string }) =>
  appConfigs(
    {
      name: REMOTE_NAMES.preview,
      dir: __dirname,
      port: 3003,
      exposes: exposeFiles(REMOTE_CONTRACT.preview),
    },
    argv,
  );
