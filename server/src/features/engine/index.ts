/** The engine's installation: setup, update with a self-check, rollback (the operator's `npm run engine`). */
export { describeEngine, ENGINE_LIBRARIES, parseLibraries, lastUpdate, layout, rollback, selfCheck, setup, SetupError, update, fetchFromVenv, type Reporter, type UpdateResult } from './install';
export type { EngineUpdateSettings } from './settings';
