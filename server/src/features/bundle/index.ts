/** Downloads of several items at once: the plugin (GET /api/download/zip). */
export { default as bundlePlugin } from './plugin';
export type { BundleSettings } from './settings';
