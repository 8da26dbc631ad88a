/** What other parts of the server use of the extraction feature: how the engine is run and which one it is. */
export { engineInvocation, engineVersion, JS_RUNTIMES_MIN_VERSION } from './ytdlpEngine';
export { embeddingOf } from './enginePool';
export { ITEM_LIMIT_DEFAULT, engineSettings, toolsDir, type EngineLocation, type ExtractSettings } from './settings';
