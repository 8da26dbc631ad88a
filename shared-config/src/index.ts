// The contract's core (types, tables, texts, the domain configuration): part of this singleton, so the page holds one
// copy. The rest of the contract is imported from '@dl/contract' where it is used.
export * from '@dl/contract/core';
export * from './session';
export * from './domainSlice';
export * from './batchRequest';
export * from './apiCommon';
export * from './store';
export * from './ui/AdSlot';
export * from './ui/IconGlyph';
export * from './ui/PageHead';
export * from './content';
export * from './apiLog';
export * from './theme';
export * from './idleWork';
export * from './i18n';
export * from './ui/useLayoutChoice';
