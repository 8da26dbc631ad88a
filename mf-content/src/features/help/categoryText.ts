import type { HelpCategory } from './copy/helpTopics';

/** Each Help Center category's text id: the categories are the page's UI, in its language (the topics stay English). */
export const CATEGORY_TEXT: Record<HelpCategory, string> = {
  'Getting started': 'ct.help.cat.start',
  'Formats and quality': 'ct.help.cat.formats',
  'Errors and problems': 'ct.help.cat.errors',
  Podcasts: 'ct.help.cat.podcasts',
  Mobile: 'ct.help.cat.mobile',
  Sharing: 'ct.help.cat.sharing',
  Accounts: 'ct.help.cat.accounts',
  Privacy: 'ct.privacy',
};
