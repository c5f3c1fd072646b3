import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import {
  hub88GamesApiInput,
  hub88GamesApiSettings as settingsSchema,
  hub88ImportRecord,
} from '@contract/games/hub88-games';
import { hub88GamesApiSettings, saveHub88GamesApi } from '@server/games/hub88/games-api';
import { importHub88Games } from '@server/games/hub88/game-import';
import { secretBoxOf } from '@server/line/secret-box';
import { adminSchema, byStaff, emptyBody, staffOf } from './staff-call';

const config = { permission: 'games.manage' } as const;

/**
 * The games page's Hub88 section, Games API part (server/src/games/hub88/README.md, "Games API"): Hub88's address
 * and our operator id (audited), the last import, and "import now" (one at a time: a second is refused
 * HUB88_IMPORT_RUNNING). The import answers when it is done, with its counts and errors.
 */
export const adminHub88GamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const response = { 200: envelopeOf(settingsSchema) };
  app.get('/api/admin/games/hub88/games-api', { config, schema: { ...adminSchema, response } }, async () =>
    ok(await hub88GamesApiSettings(app.db)),
  );
  app.post(
    '/api/admin/games/hub88/games-api',
    { config, schema: { ...adminSchema, body: hub88GamesApiInput, response } },
    async (request) => ok(await saveHub88GamesApi(app.db, byStaff(request), request.body)),
  );
  app.post(
    '/api/admin/games/hub88/import',
    {
      config,
      schema: { ...adminSchema, body: emptyBody, response: { 200: envelopeOf(hub88ImportRecord) } },
    },
    async (request) =>
      ok(
        await importHub88Games(app.db, secretBoxOf(app.config), {
          trigger: 'manual',
          staffId: staffOf(request).id,
        }),
      ),
  );
};
