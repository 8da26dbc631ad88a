import type { BrandColors, DomainConfig, RemoteArea } from './types';
import { PLATFORMS } from './platforms';
import { themeVariables } from './brandPalette';

/** The id of the JSON block in which the server hands the page its domain configuration (the shell reads it). */
export const INLINE_CONFIG_ID = 'dl-domain-config';

/** Same-origin paths where the server publishes each remote's production build. */
export const DEFAULT_REMOTE_URLS: Record<RemoteArea, string> = {
  downloader: '/mf/downloader/mf-manifest.json',
  auth: '/mf/auth/mf-manifest.json',
  preview: '/mf/preview/mf-manifest.json',
  content: '/mf/content/mf-manifest.json',
};

/** The local fallback configuration the shell uses when GET /api/domain-config fails (SPEC §7). */
export const FALLBACK_DOMAIN_CONFIG: DomainConfig = {
  domain: 'localhost',
  branding: {
    name: 'MediaGrab',
    slogan: 'Download Videos & Audio from Any Platform',
    tagline: 'Free, fast and private. No registration, no watermark.',
    targetAudience: 'comprehensive',
    logo: { icon: 'fas fa-download', type: 'fontawesome' },
    colors: {
      primary: '#2563eb',
      secondary: '#7c3aed',
      accent: '#f59e0b',
      background: '#f8fafc',
      surface: '#ffffff',
      text: '#0f172a',
    },
  },
  analytics: {
    trackingEnabled: false,
    googleAnalyticsId: '',
    microsoftClarityId: '',
    adsenseClientId: '',
    adSlots: { leaderboard: '', responsive: '' },
  },
  contact: { email: 'support@example.com' },
  seo: {
    title: 'Free Online Video, Audio & Podcast Downloader',
    description:
      'Download videos, audio and podcast episodes from YouTube, TikTok, X, Instagram, Vimeo, SoundCloud and more. Free, no registration, no watermark.',
    keywords: 'video downloader, audio downloader, podcast downloader, youtube downloader, tiktok downloader',
    canonicalUrl: '',
  },
  supportedPlatforms: PLATFORMS.map(({ id, name, displayName, icon, enabled, color, priority }) => ({
    id, name, displayName, icon, enabled, color, priority,
  })),
  features: {
    multiDomainSupport: true,
    darkMode: true,
    debugMode: false,
    consentFeature: false,
    offlineMode: false,
    showNetworkLink: false,
    isNetworkHub: false,
  },
  network: { type: 'standalone', hubDomain: '', networkName: '', showInNetworkPage: false },
  api: { baseUrl: '', endpoints: { download: '/api/download-video', preview: '/api/preview', imageProxy: '/api/image-proxy' } },
  authentication_enabled: true,
  challenge: { mode: 'off', provider: 'altcha', siteKey: '' },
  defaultLanguage: 'en',
  remotes: { ...DEFAULT_REMOTE_URLS },
};

/**
 * The CSS variables of a domain's brand colors, which every app's CSS reads: the colors as configured
 * (`--brand-<name>`), and the colors of both themes derived from them so that every text is readable on its
 * background (`--light-<name>`, `--dark-<name>`: brandPalette). Set on <html> by the shell in the browser, and
 * written into the page's <html> tag by the server for the first paint.
 */
export function brandColorVariables(colors: BrandColors): [name: string, value: string][] {
  const configured = Object.entries(colors).map(([name, value]): [string, string] => [`--brand-${name}`, String(value)]);
  return [...configured, ...themeVariables(colors)];
}
