/** Paths of the API that links carry (SPEC §7): the preview and the server build and read them alike. */

/** The start-merge endpoint: a format's link to it asks the server to merge that format's video and audio. */
export const START_MERGE_PATH = '/api/download/start-merge';
