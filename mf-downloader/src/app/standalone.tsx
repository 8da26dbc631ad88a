import { renderStandalone } from '@dl/shared-config/standalone';

void renderStandalone('downloader', {
  './HomePage': () => import('../exposes/HomePage'),
  './PlatformPage': () => import('../exposes/PlatformPage'),
});
