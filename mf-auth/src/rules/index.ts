// The account area's own rules: pure functions, validation, texts and types of SPEC §4, §5, §8 and §9 that only this remote uses.
export * from './messages';
export * from './constants';
export * from './validation';
export * from './authLink';
export * from './errors';
export * from './historyQuery';
export * from './account';
export * from './batch';
export * from './types';
