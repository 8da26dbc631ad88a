// Pure functions, validation rules, texts and types of the accounts area (SPEC §4, §5, §8, §9).
export * from './messages';
export * from './constants';
export * from './validation';
export * from './authLink';
export * from './errors';
export * from './historyQuery';
export * from './account';
export * from './batch';
export * from './types';
