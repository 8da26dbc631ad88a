import { renderStandalone } from '@dl/shared-config/standalone';

void renderStandalone('content', {
  './GuidePage': () => import('../exposes/GuidePage'),
  './BlogPage': () => import('../exposes/BlogPage'),
  './BlogPostPage': () => import('../exposes/BlogPostPage'),
  './HelpPage': () => import('../exposes/HelpPage'),
  './CookieSettingsPage': () => import('../exposes/CookieSettingsPage'),
  './PrivacyPage': () => import('../exposes/PrivacyPage'),
  './DmcaPage': () => import('../exposes/DmcaPage'),
  './TermsPage': () => import('../exposes/TermsPage'),
  './GlossaryPage': () => import('../exposes/GlossaryPage'),
  './NetworkPage': () => import('../exposes/NetworkPage'),
  './StatusPage': () => import('../exposes/StatusPage'),
});
