import { legalTexts } from './legalTexts';
import { messages } from './terms/en';

/** The terms of service, written for the configured domain. */
export const TERMS = legalTexts(
  'terms',
  messages,
  ['acceptance', 'service', 'acceptable-use', 'accounts', 'plans', 'content', 'our-rights', 'ads', 'disclaimer', 'liability', 'indemnity', 'termination', 'changes', 'law', 'contact'],
  'Terms of Service',
);
