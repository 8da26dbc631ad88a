/**
 * The modules this remote exposes are the remote contract's (preview, in contract/src/remoteContract.ts): its build
 * exposes `./src/exposes/<Name>.tsx` for each name there, and this type states that each of them default-exports a
 * component taking the contract's props. The type check fails when one is missing or takes other props. Not bundled.
 */
import type { ExposedModules } from '@dl/shared-config';
import type * as PreviewPage from './PreviewPage';
import type * as ShortLinkPage from './ShortLinkPage';

export type Exposes = ExposedModules<
  'preview',
  {
    './PreviewPage': typeof PreviewPage;
    './ShortLinkPage': typeof ShortLinkPage;
  }
>;
