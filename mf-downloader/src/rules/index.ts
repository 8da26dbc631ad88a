// The downloader area's own rules: texts and pure functions of SPEC §1, §5, §8 and §9 that only this remote uses.
export * from './messages';
export * from './contentKind';
export * from './shareLink';
export * from './items';
