/** What the bot challenge tells a visitor (in the server-texts catalogs as `err.challenge.*`). */
export const CHALLENGE_TEXT = {
  required: 'Please confirm you are not a robot to continue.',
  failed: 'The check failed or has expired. Please try again.',
  passed: 'Thank you. You can continue.',
  notUsed: 'This site does not use this check.',
  providerDown: 'The check cannot be completed right now. Please try again in a moment.',
} as const;
