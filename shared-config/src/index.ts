// The contract (types, tables, texts, the domain configuration): part of this singleton, so the page holds one copy.
export * from '@dl/contract';
export * from './session';
export * from './domainSlice';
export * from './apiCommon';
export * from './store';
export * from './ui/AdSlot';
export * from './ui/IconGlyph';
export * from './ui/PageHead';
export * from './content';
export * from './apiLog';
export * from './theme';
