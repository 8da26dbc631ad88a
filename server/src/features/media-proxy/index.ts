/**
 * The media proxy's public surface: its plugin (which decorates the app with `mediaLinks`, the signer every
 * feature hands out proxy links with) and the signer itself.
 */
export { default as mediaProxyPlugin } from './plugin';
export { MediaLinkSigner } from './signer';
export { parseSiteLink, verifiedLink } from './verifiedLink';
export { MediaProxyService, TIKTOK_HEADERS } from './proxyService';
export type { MediaProxySettings } from './settings';
