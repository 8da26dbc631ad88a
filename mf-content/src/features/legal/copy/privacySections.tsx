import { legalTexts } from './legalTexts';
import { messages } from './privacy/en';

/** The privacy policy, written for the configured domain and what it enables. */
export const PRIVACY = legalTexts(
  'privacy',
  messages,
  ['who-we-are', 'data-we-process', 'accounts', 'cookies', 'legal-bases', 'sharing', 'retention', 'your-rights', 'security', 'children', 'changes', 'contact'],
  'Privacy request',
);
