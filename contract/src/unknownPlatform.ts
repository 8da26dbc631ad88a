/** SPEC §3: the platform of a link no platform of the table claims. */
export const UNKNOWN_PLATFORM = 'Unknown Platform';
