// The downloader area's own rules: texts and pure functions of SPEC §1, §5, §8 and §9 that only this remote uses.
// The form's and the home page's code (the page's first load) imports './messages' itself: through this index it
// bundled the result's rules (content kind, share link, items) into the first load as well (0.5 KB gzip on `/`).
export * from './messages';
export * from './contentKind';
export * from './shareLink';
export * from './items';
