/**
 * The part of the contract the page's runtime singleton (@dl/shared-config) carries and re-exports, loaded with every
 * page: types, the platform and route tables, the remote contract, the domain configuration, the shared texts. The
 * rest of the contract (the filename policy, the URL finder, account options, link paths) is imported from
 * '@dl/contract' by the builds that use it, so each bundles only what it takes (a shared module is not tree-shaken).
 */
export * from './types';
export * from './platforms';
export * from './routes';
export * from './remoteContract';
export * from './domainConfig';
export { mergeConfig } from './mergeConfig';
export * from './messages';
export * from './themeCookie';
export * from './cookies';
