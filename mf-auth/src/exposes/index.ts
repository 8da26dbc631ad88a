/**
 * The modules this remote exposes are the remote contract's (auth, in contract/src/remoteContract.ts): its build
 * exposes `./src/exposes/<Name>.tsx` for each name there, and this type states that each of them default-exports a
 * component taking the contract's props. The type check fails when one is missing or takes other props. Not bundled.
 */
import type { ExposedModules } from '@dl/shared-config';
import type * as AccountMenu from './AccountMenu';
import type * as SubscriptionPage from './SubscriptionPage';

export type Exposes = ExposedModules<
  'auth',
  {
    './AccountMenu': typeof AccountMenu;
    './SubscriptionPage': typeof SubscriptionPage;
  }
>;
