/**
 * The home page's copy below the headline (SPEC §1): the ids of its texts in the downloader's catalog (`src/locales`,
 * `dl.home.*`), whose English is the spec's.
 */
import type { Branding } from '@dl/shared-config';

/** Hero sub-text for each configured target audience: the id of its text. */
export const HERO_SUBTEXT: Record<Branding['targetAudience'], string> = {
  creators: 'dl.home.sub.creators',
  enterprise: 'dl.home.sub.enterprise',
  comprehensive: 'dl.home.sub.comprehensive',
};

/** The feature cards: the ids of their title and text. */
export const FEATURES = [
  { title: 'dl.home.fast', text: 'dl.home.fastText', icon: 'bolt' },
  { title: 'dl.home.secure', text: 'dl.home.secureText', icon: 'shield' },
  { title: 'dl.home.formats', text: 'dl.home.formatsText', icon: 'film' },
] as const;

/** How it works: the ids of each step's title and text. */
export const HOW_IT_WORKS = [
  { title: 'dl.home.step1', text: 'dl.home.step1Text' },
  { title: 'dl.home.step2', text: 'dl.home.step2Text' },
  { title: 'dl.home.step3', text: 'dl.home.step3Text' },
] as const;

/** The FAQ: the ids of each question and answer (the build also writes their English into seo.json). */
export const HOME_FAQ = [1, 2, 3, 4, 5].map((n) => ({ question: `dl.home.q${n}`, answer: `dl.home.a${n}` }));
