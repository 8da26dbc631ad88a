/** POST /api/download-video (SPEC §7): the pasted text in, VideoInfo with server links out. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { downloadVideoSchema } from './schemas';
import type { ExtractService } from './service';

export const extractRoutes: FastifyPluginAsyncTypebox<{ service: ExtractService }> = async (app, { service }) => {
  app.post('/api/download-video', { schema: downloadVideoSchema }, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    await app.requirePass(req);
    // A signed-in user past their daily download limit is told so before any work is done.
    if (app.hasDecorator('optionalUser')) {
      const user = await app.optionalUser(req);
      if (user) await app.accounts.assertWithinDailyLimit(user);
    }
    return service.extract(req.body.tweet_url, req.ip, req.clientLimit);
  });
};
