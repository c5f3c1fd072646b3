import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameImage, GAME_IMAGE_PREFIX } from '@server/games/hub88/thumbnails';
import { sendNotFound } from '@server/http/front-end-of';

/**
 * The imported games' WebP thumbnails (server/src/games/hub88/README.md, "Thumbnails"), by the hash of their bytes:
 * an address never changes what it shows, so browsers and proxies keep it a year.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${GAME_IMAGE_PREFIX}:file`,
    { schema: { hide: true, params: z.object({ file: z.string().max(60) }) } },
    async (request, reply) => {
      const hash = /^([a-f0-9]{32})\.webp$/.exec(request.params.file)?.[1];
      const bytes = hash ? await gameImage(app.db, hash) : null;
      if (!bytes) return sendNotFound(reply, request.url);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(bytes);
    },
  );
};
