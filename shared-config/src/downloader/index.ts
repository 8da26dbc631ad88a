// Pure functions and types of the downloader area (SPEC §3, §5, §9).
export * from './messages';
export * from './displayFormat';
export * from './contentKind';
export * from './previewQuery';
export * from './fingerprint';
export * from './shareLink';
