// Pure functions and types of the preview area (SPEC §4, §5, §9).
export * from './messages';
export * from './loadPlan';
export * from './pollingSchedule';
export * from './mergeErrors';
export * from './countdown';
export * from './filename';
export * from './display';
export * from './share';
export * from './playback';
export { PREFILL_URL_STORAGE_KEY as PREVIEW_PREFILL_URL_STORAGE_KEY } from '../downloader/messages';
export * from './previewInfo';
