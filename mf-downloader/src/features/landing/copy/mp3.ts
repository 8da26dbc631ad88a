/**
 * The MP3 pages (issue #49): a landing page whose paths include some of the "to MP3" family (/youtube-to-mp3,
 * /soundcloud-mp3, /podcast-mp3-converter: the route table's MP3 pages) has an MP3 page whose copy speaks of MP3 and the
 * profile's other audio formats. Its texts are this folder's catalogs (`<lang>.po`, compiled by `npm run i18n`): one set
 * per kind of source (a video platform's videos, SoundCloud's tracks, a podcast app's episodes, any podcast feed) with
 * the platform's name, as each language writes it, for a placeholder, and the texts every MP3 page shares. The page
 * keeps its platform's form (placeholder, hint, app share messages) and note, from the platform's copy in that language.
 *
 * The build makes each MP3 page's head in every language from them (rspack.config.ts), the server build each page's
 * copy at start (app/ssr.ts), and a page in the browser its own (./translations.ts, with ./mp3Texts.ts: the browser's
 * code never carries this module, which takes the route and platform tables from the contract).
 */
import type { Messages } from '@lingui/core';
import { mp3CopyId, MP3_VARIANT, platformById, ROUTES } from '@dl/contract';
import { mp3Kind, mp3PageCopy } from './mp3Texts';
import type { LandingCopy } from './types';

/** The landing pages that have an MP3 page, by the id of their copy ('podcast' for /podcast-downloader). */
export const MP3_PAGES: readonly string[] = ROUTES.flatMap((r) =>
  r.expose === './PlatformPage' && r.props?.variant === MP3_VARIANT && r.props.platformId ? [r.props.platformId] : [],
);

/** The MP3 page's copy of a landing page (`base`, its copy in a language) from the MP3 catalog of that language. */
export function mp3Copy(base: LandingCopy, messages: Messages): LandingCopy {
  return mp3PageCopy(base, messages, { id: mp3CopyId(base.id), kind: mp3Kind(base.id, platformById(base.id)?.category) });
}

/**
 * Every MP3 page's copy in a language, from its MP3 catalog and each platform's copy in that language (`copyIn`, which
 * gives the English where the language has none).
 */
export function mp3Copies(messages: Messages, copyIn: (id: string) => LandingCopy): LandingCopy[] {
  return MP3_PAGES.map((id) => mp3Copy(copyIn(id), messages));
}
