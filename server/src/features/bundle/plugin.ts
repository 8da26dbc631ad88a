/**
 * Downloads of several items at once (issue #23): GET /api/download/zip streams a ZIP of chosen items of a list a
 * result gave (`list_id` and the items' places, `items=1,3,7`), at most ZIP_MAX_ITEMS of them.
 */
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ExtractSettings } from '../extract';
import type { MediaProxySettings } from '../media-proxy';
import type { BundleSettings } from './settings';

type Config = BundleSettings & Pick<MediaProxySettings, 'imageProxyMaxBytes' | 'proxyMaxBytes'> & Pick<ExtractSettings, 'itemLimit'>;
import { HttpError } from '../../infra/errors';
import { contentDisposition } from '../../shared/contentDisposition';
import { PUBLIC, errorReplies, fileReply } from '../../shared/schemas';
import { enforce } from '../../infra/rateLimit';
import { MediaProxyService } from '../media-proxy';
import { ZIP_TEXT, chosenItems, writeZip, zipFilename } from './zip';

/** ZIP downloads one client may start per minute: each runs many extractions and fetches. */
const ZIPS_PER_MINUTE = 6;

const ZipQuerystring = Type.Object({
  list_id: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
  items: Type.String({ minLength: 1, maxLength: 4000 }),
});

const zipRoutes: FastifyPluginAsyncTypebox<{ config: Config; proxy: MediaProxyService }> = async (app, { config, proxy }) => {
  const limiter = app.limiter('zip', ZIPS_PER_MINUTE, 60_000);
  const schema = {
    operationId: 'downloadZip',
    summary: 'A ZIP of chosen items of a list (a feed’s episodes, a playlist’s entries), streamed as it is made',
    security: PUBLIC,
    querystring: ZipQuerystring,
    response: {
      200: fileReply('The ZIP, streamed as it is made', ['application/zip']),
      ...errorReplies('400 an invalid request, no items or too many, or items not in the list, 410 a list that is gone, 429 too many ZIPs at once'),
    },
  };
  app.get('/api/download/zip', { config: { servesFiles: true }, schema }, async (req, reply) => {
    const list = await app.extract.getExtraction(req.query.list_id);
    if (!list?.info.episodes?.length) throw new HttpError(410, ZIP_TEXT.listGone, 'zip.list_gone');
    const listed = Math.min(list.info.episodes.length, config.itemLimit);
    const places = chosenItems(req.query.items, listed, config.zipMaxItems);
    await enforce(limiter, req.ip, 'Too many ZIP downloads started at once. Please wait a minute and try again.', 'zip.throttled');
    const stop = new AbortController();
    reply.raw.on('close', () => stop.abort());
    const body = writeZip(list, places, { extractLink: (url) => app.extract.extractLink(url), signer: app.mediaLinks, proxy }, stop.signal, (obj, msg) => req.log.warn(obj, msg));
    return reply.header('content-type', 'application/zip').header('content-disposition', contentDisposition(zipFilename(list.info, list.platform))).header('cache-control', 'no-store').send(body);
  });
};

export default fp<{ config: Config }>(
  async (app, { config }) => {
    const proxy = new MediaProxyService(app.fetcher, { maxBytes: config.proxyMaxBytes, imageMaxBytes: config.imageProxyMaxBytes }, app.operatorCookies);
    await app.register(zipRoutes, { config, proxy });
  },
  { name: 'bundle', dependencies: ['extract', 'media-links', 'fetch', 'cluster'] },
);
