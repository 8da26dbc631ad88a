/** What other features may use of the merge feature. */
export { diskUsed } from './task';
export type { MergeSettings } from './settings';
