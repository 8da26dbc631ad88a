import { renderStandalone } from '@dl/shared-config/standalone';

void renderStandalone('auth', {
  './AccountMenu': () => import('../exposes/AccountMenu'),
  './SubscriptionPage': () => import('../exposes/SubscriptionPage'),
});
