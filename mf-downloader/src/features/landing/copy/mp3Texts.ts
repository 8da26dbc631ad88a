/**
 * An MP3 page's copy (issue #49, see ./mp3.ts) from its platform's copy and the MP3 catalog of a language: what the
 * build, the server build and a page in the browser make it with. Nothing here but the texts: the page's kind of
 * source and its copy's id are the caller's (the route and platform tables, which the browser takes from the page's
 * runtime and the build from the contract).
 */
import type { Messages } from '@lingui/core';
import { textOf } from './catalog';
import type { LandingCopy } from './types';

/** What a page's MP3 copy speaks of: the audio of videos, tracks, a podcast app's episodes, or any feed's. */
export type Mp3Kind = 'video' | 'track' | 'episode' | 'feed';

/** The kind of source of a landing page's MP3 page, by the page's id and its platform's category. */
export function mp3Kind(id: string, category: string | undefined): Mp3Kind {
  if (id === 'podcast') return 'feed';
  if (category === 'video') return 'video';
  return id === 'soundcloud' ? 'track' : 'episode';
}

/** The MP3 page `page` of a landing page (`base`, its copy in a language) from the MP3 catalog of that language. */
export function mp3PageCopy(base: LandingCopy, messages: Messages, page: { id: string; kind: Mp3Kind }): LandingCopy {
  const { kind } = page;
  // A text the catalog lacks shows its id, as Lingui's own lookup does.
  const lookup = (id: string, values: Record<string, string>) => textOf(messages, id, values) ?? id;
  const values = { platform: kind === 'feed' ? '' : lookup(`dl.mp3.name.${base.id}`, {}) };
  const shared = (id: string) => lookup(`dl.mp3.${id}`, values);
  const own = (id: string) => shared(`${kind}.${id}`);
  const eyebrow = own('eyebrow');
  return {
    id: page.id,
    title: own('title'),
    description: own('description'),
    eyebrow,
    heading: own('heading'),
    intro: own('intro'),
    placeholder: base.placeholder,
    hint: base.hint,
    shareText: base.shareText,
    steps: [
      { title: own('step1'), text: own('step1Text') },
      { title: shared('step2'), text: shared('step2Text') },
      { title: shared('step3'), text: shared('step3Text') },
    ],
    formats: ['Mp3', 'Lossless', 'Aac'].map((f) => ({ title: shared(`fmt${f}`), text: shared(`fmt${f}Text`) })),
    faq: [
      { question: own('q1'), answer: own('a1') },
      { question: own('q2'), answer: own('a2') },
      ...['Bitrate', 'Lossless', 'Free'].map((q) => ({ question: shared(`q${q}`), answer: shared(`a${q}`) })),
    ],
    sections: { steps: shared('stepsTitle'), formats: shared('formatsTitle'), faq: lookup('dl.mp3.faqTitle', { page: eyebrow }) },
    ...(base.note ? { note: base.note } : {}),
  };
}
