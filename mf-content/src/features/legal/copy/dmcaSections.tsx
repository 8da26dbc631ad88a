import { legalTexts } from './legalTexts';
import { messages } from './dmca/en';

/** The DMCA policy, written for the configured domain. */
export const DMCA = legalTexts(
  'dmca',
  messages,
  ['approach', 'notice-contents', 'where-to-send', 'what-happens', 'counter-notice', 'repeat-infringers', 'misrepresentation', 'contact'],
  'DMCA takedown notice',
);
