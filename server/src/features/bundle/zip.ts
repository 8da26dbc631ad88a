/**
 * A ZIP of chosen items of a list (issue #23, item 4): a visitor who picked several episodes of a feed (or entries of
 * a playlist) gets one download instead of the browser's prompt for many. Each item is extracted as a pasted link is
 * (cache, engine slots), its file is the one a visitor would download as it is (a podcast's audio, a video with its
 * sound; never a merge or a conversion, which need a task of their own), fetched through the media proxy and written
 * into the ZIP as it arrives, one item after another, stored without compression (media does not compress). Items
 * that cannot be included are named in a `not-included.txt` with the reason.
 */
import yazl from 'yazl';
import type { Readable } from 'node:stream';
import { cleanFilenamePart, cleanGivenFilename, type Format, type VideoInfo } from '@dl/contract';
import { HttpError } from '../../infra/errors';
import type { StoredExtraction } from '../../shared/extraction';
import { TIKTOK_HEADERS, type MediaLinkSigner, type MediaProxyService } from '../media-proxy';

export const ZIP_TEXT = {
  listGone: 'This list has expired. Extract it again to download its items.',
  noItems: 'Choose at least one item.',
  tooMany: (max: number) => `Choose at most ${max} items for one ZIP file.`,
  notInList: 'Some of the chosen items are not in this list. Extract it again and choose again.',
  needsProcessing: 'needs processing on the server: open it on the site to download it',
  failed: (why: string) => `could not be read: ${why}`,
  notesHeading: 'These items are not in this ZIP file:',
} as const;

const SIGNED = /^\/api\/(proxied_download|tiktok_proxy)\?/;

/** The file of an item a ZIP takes: a podcast's (or audio result's) first audio file, else the best video with its sound. */
export function zipFileOf(info: VideoInfo): Format | null {
  const direct = info.formats.filter((f) => SIGNED.test(f.url) && !f.conversion);
  const audio = info.is_podcast || info.formats.every((f) => f.is_audio_only);
  return (audio ? direct.find((f) => f.is_audio_only) : direct.find((f) => !f.is_audio_only && f.has_audio)) ?? direct[0] ?? null;
}

/** The ZIP's own name: the list's series or title under the one filename policy (its platform's length limit, SPEC §9). */
export function zipFilename(info: { series: string | null; title: string }, platform: string): string {
  return cleanGivenFilename(cleanFilenamePart(info.series || info.title) || 'items', { ext: 'zip', platform });
}

/** The chosen items (1-based places in the list), checked: present, distinct, within the list and the limit. */
export function chosenItems(raw: string, listLength: number, max: number): number[] {
  const places = [...new Set(raw.split(',').map((p) => p.trim()).filter(Boolean))];
  if (!places.length) throw new HttpError(400, ZIP_TEXT.noItems, 'zip.no_items');
  if (places.length > max) throw new HttpError(400, ZIP_TEXT.tooMany(max), 'zip.too_many');
  const numbers = places.map((p) => (/^\d{1,6}$/.test(p) ? Number(p) : NaN));
  if (numbers.some((n) => !(n >= 1 && n <= listLength))) throw new HttpError(400, ZIP_TEXT.notInList, 'zip.not_in_list');
  return numbers;
}

export interface ZipDeps {
  extractLink: (url: string) => Promise<VideoInfo>;
  signer: MediaLinkSigner;
  proxy: MediaProxyService;
}

/** Resolves when the ZIP has read the whole stream (or it failed). */
const consumed = (body: Readable) =>
  new Promise<void>((resolve, reject) => {
    body.once('end', resolve);
    body.once('error', reject);
    body.once('close', () => (body.readableEnded ? resolve() : reject(new Error('the source closed before its end'))));
  });

/**
 * Writes the chosen items of a stored list into a ZIP, one after another; returns the ZIP's stream at once (the
 * caller sends it). `signal` stops the work (the visitor went away).
 */
export function writeZip(list: StoredExtraction, places: number[], deps: ZipDeps, signal: AbortSignal, log: (obj: object, msg: string) => void): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as unknown as Readable;
  const items = list.info.episodes ?? [];
  const notes: string[] = [];
  // A source that fails after its file began leaves a ZIP that cannot be mended: the download fails.
  const fail = (err: Error) => {
    if (!output.destroyed) output.destroy(err);
  };
  zip.on('error', fail);
  // The visitor went away: nothing more is fetched, and the ZIP's stream is closed.
  const quit = () => {
    if (!output.destroyed) output.destroy();
  };
  void (async () => {
    for (const [i, place] of places.entries()) {
      if (signal.aborted) return quit();
      const item = items[place - 1];
      let begun = false;
      try {
        const info = await deps.extractLink(item.url);
        const format = zipFileOf(info);
        if (!format) {
          notes.push(`${item.title}: ${ZIP_TEXT.needsProcessing}`);
          continue;
        }
        const signed = new URL(format.url, 'http://local.invalid');
        const verified = deps.signer.verify(Object.fromEntries(signed.searchParams.entries()));
        if (!verified.ok) throw new Error('the item’s link could not be verified');
        const routeHeaders = signed.pathname === '/api/tiktok_proxy' ? TIKTOK_HEADERS : undefined;
        const source = await deps.proxy.stream(verified.link, { method: 'GET', routeHeaders });
        if (!source.body) throw new Error('the source sent nothing');
        // The entry is named as the proxy names the file (the one filename policy: the extension of the bytes sent).
        const name = `${String(i + 1).padStart(2, '0')}_${source.filename}`;
        const published = item.published ? new Date(item.published) : new Date();
        zip.addReadStream(source.body, name, { compress: false, mtime: Number.isNaN(published.getTime()) ? new Date() : published });
        begun = true;
        const stop = () => source.body?.destroy(new Error('stopped'));
        signal.addEventListener('abort', stop, { once: true });
        try {
          await consumed(source.body);
        } finally {
          signal.removeEventListener('abort', stop);
        }
      } catch (err) {
        if (signal.aborted) return quit();
        // Before its file began: the item is left out and named. Part-way: the ZIP cannot be mended, it fails.
        if (begun) {
          log({ item: item.url, err: (err as Error).message }, 'zip item failed part-way');
          fail(err as Error);
          return;
        }
        notes.push(`${item.title}: ${ZIP_TEXT.failed(err instanceof HttpError ? err.message : 'the source did not send it')}`);
        log({ item: item.url, err: (err as Error).message }, 'zip item left out');
      }
    }
    if (notes.length) zip.addBuffer(Buffer.from(`${ZIP_TEXT.notesHeading}\r\n\r\n${notes.join('\r\n')}\r\n`, 'utf8'), 'not-included.txt', { compress: true });
    zip.end();
  })();
  return output;
}
