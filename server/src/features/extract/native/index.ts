/**
 * Native extractors that run before the engine: podcast feeds (any URL that looks like a feed, confirmed by
 * its content) and the podcast/note pages of SITES. They return null when they find nothing, and the link
 * then goes to the engine.
 */
import { HttpError } from '../../../infra/errors';
import { EXTRACT_MESSAGES } from '../messages';
import type { RawInfo } from '../../../shared/extraction';
import type { NativeContext } from './context';
import { SITES, extractFromPage, type PageSite } from './podcastPages';
import { feedSyntaxError, infoFromFeed, looksLikeFeedDocument, looksLikeFeedUrl, parseFeed } from './rss';

export type { NativeContext } from './context';
export { SITES, extractFromPage } from './podcastPages';
export { parseFeed, infoFromFeed, looksLikeFeedUrl, directFormat } from './rss';

const ACCEPT_PAGE = 'text/html,application/xhtml+xml,application/rss+xml,application/xml;q=0.9,*/*;q=0.8';

async function fetchPage(url: string, ctx: NativeContext) {
  const res = await ctx.fetcher.fetchText(url, { maxBytes: ctx.maxPageBytes, signal: ctx.signal, cookies: ctx.cookies, headers: { accept: ACCEPT_PAGE, 'accept-language': 'en-US,en;q=0.9' } });
  if (res.status === 404 || res.status === 410) throw new HttpError(404, EXTRACT_MESSAGES.notFound, 'extract.not_found');
  if (res.status >= 400) return null;
  return res;
}

/**
 * A feed document → its newest episode with the recent ones listed. A feed with nothing playable is answered with
 * "no media", or, when it is not well-formed XML, with where it breaks (the publisher's fault, which a visitor can
 * pass on): neither goes on to the engine, which would only fail less clearly.
 */
function infoFromFeedDocument(xml: string, feedUrl: string, pageUrl: string): RawInfo {
  const feed = parseFeed(xml, feedUrl);
  const info = feed && infoFromFeed(feed, pageUrl);
  if (info) return info;
  const fault = feedSyntaxError(xml);
  if (fault) throw new HttpError(422, EXTRACT_MESSAGES.malformedFeed.replace(/\.$/, ` (${fault}).`), 'extract.malformed_feed');
  throw new HttpError(422, EXTRACT_MESSAGES.noMedia, 'extract.no_media');
}

/** A feed URL → its newest episode with the recent ones listed; null when the document is not a feed. */
export async function extractFeed(url: string, ctx: NativeContext): Promise<RawInfo | null> {
  const res = await fetchPage(url, ctx);
  if (!res || !looksLikeFeedDocument(res.text)) return null;
  return infoFromFeedDocument(res.text, res.url, url);
}

/** A podcast or note page of one of SITES. A page that turns out to be a feed is read as one. */
export async function extractSitePage(url: string, site: PageSite, ctx: NativeContext): Promise<RawInfo | null> {
  const res = await fetchPage(url, ctx);
  if (!res) return null;
  if (looksLikeFeedDocument(res.text)) return infoFromFeedDocument(res.text, res.url, url);
  return extractFromPage(res.url, res.text, site, ctx);
}

/** Runs the native extractor that fits the link, if any. */
export async function runNative(url: string, platform: string, ctx: NativeContext): Promise<RawInfo | null> {
  const site = SITES[platform];
  if (site) return extractSitePage(url, site, ctx);
  if (looksLikeFeedUrl(url)) return extractFeed(url, ctx);
  return null;
}
