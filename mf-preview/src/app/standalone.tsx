import { renderStandalone } from '@dl/shared-config/standalone';

void renderStandalone('preview', {
  './PreviewPage': () => import('../exposes/PreviewPage'),
  './ShortLinkPage': () => import('../exposes/ShortLinkPage'),
});
