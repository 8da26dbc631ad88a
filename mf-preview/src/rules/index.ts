// The preview area's own rules: pure functions, texts and types of SPEC §4, §5 and §9 that only this remote uses.
export * from './messages';
export * from './loadPlan';
export * from './pollingSchedule';
export * from './mergeErrors';
export * from './countdown';
export * from './filename';
export * from './display';
export * from './share';
export * from './playback';
export * from './previewInfo';
