/** When each legal text last changed materially. Update together with the text. */
export const PRIVACY_LAST_UPDATED = '2026-11-16';
export const TERMS_LAST_UPDATED = '2026-11-16';
export const DMCA_LAST_UPDATED = '2026-11-16';
