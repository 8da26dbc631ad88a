/**
 * The MP3 pages (issue #49): a landing page whose paths include some of the "to MP3" family (/youtube-to-mp3,
 * /soundcloud-mp3, /podcast-mp3-converter: the route table's MP3 pages) has an MP3 page whose copy speaks of MP3 and the
 * profile's other audio formats. Its texts are this folder's catalogs (`<lang>.po`, compiled by `npm run i18n`): one set
 * per kind of source (a video platform's videos, SoundCloud's tracks, a podcast app's episodes, any podcast feed) with
 * the platform's name, as each language writes it, for a placeholder, and the texts every MP3 page shares. The page
 * keeps its platform's form (placeholder, hint, app share messages) and note, from the platform's copy in that language.
 *
 * The build makes each MP3 page's copy in every language and publishes it as it publishes the landing pages' copies
 * (rspack.config.ts); the server build makes them at start (app/ssr.ts). The browser's code never carries this module.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { mp3CopyId, MP3_VARIANT, platformById, ROUTES } from '@dl/contract';
import type { LandingCopy } from './types';

type Kind = 'video' | 'track' | 'episode' | 'feed';

/** The landing pages that have an MP3 page, by the id of their copy ('podcast' for /podcast-downloader). */
export const MP3_PAGES: readonly string[] = ROUTES.flatMap((r) =>
  r.expose === './PlatformPage' && r.props?.variant === MP3_VARIANT && r.props.platformId ? [r.props.platformId] : [],
);

/** What a page's MP3 copy speaks of: the audio of videos, tracks, a podcast app's episodes, or any feed's. */
function kindOf(id: string): Kind {
  if (id === 'podcast') return 'feed';
  if (platformById(id)?.category === 'video') return 'video';
  return id === 'soundcloud' ? 'track' : 'episode';
}

/** The MP3 page's copy of a landing page (`base`, its copy in `lang`) from the MP3 catalog of `lang`. */
export function mp3Copy(base: LandingCopy, lang: string, messages: Messages): LandingCopy {
  const i18n = setupI18n({ locale: lang, messages: { [lang]: messages } });
  const kind = kindOf(base.id);
  const values = { platform: kind === 'feed' ? '' : i18n._(`dl.mp3.name.${base.id}`) };
  const shared = (id: string) => i18n._(`dl.mp3.${id}`, values);
  const own = (id: string) => shared(`${kind}.${id}`);
  const eyebrow = own('eyebrow');
  return {
    id: mp3CopyId(base.id),
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
    sections: { steps: shared('stepsTitle'), formats: shared('formatsTitle'), faq: i18n._('dl.mp3.faqTitle', { page: eyebrow }) },
    ...(base.note ? { note: base.note } : {}),
  };
}

/**
 * Every MP3 page's copy in a language, from its MP3 catalog and each platform's copy in that language (`copyIn`, which
 * gives the English where the language has none).
 */
export function mp3Copies(lang: string, messages: Messages, copyIn: (id: string) => LandingCopy): LandingCopy[] {
  return MP3_PAGES.map((id) => mp3Copy(copyIn(id), lang, messages));
}
