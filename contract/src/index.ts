/**
 * @dl/contract: what the server, the shell and the remotes agree on, and nothing that needs a browser: the entity
 * types of SPEC §3, the platform and route tables, the remote contract, the domain configuration's type, fallback,
 * merge and validation, the spec's texts, the theme cookie, the one filename policy and the one URL finder. The
 * server imports only this package; the browser's runtime (@dl/shared-config: the store, the API, the UI
 * singletons) builds on it and hands its core to the page as part of its singleton.
 */
export * from './core';
export * from './accountOptions';
export * from './apiPaths';
export * from './filenames';
export * from './mediaTypes';
export * from './urlInput';
export * from './formatChoice';
export * from './conversion';
export * from './clip';
export * from './audioTrack';
export * from './siteLanguage';
export * from './displayFormat';
export * from './previewQuery';
export * from './platformStatus';
