import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { hub88Settings as hub88SettingsSchema, hub88SettingsInput } from '@contract/games/hub88';
import { hub88Settings, saveHub88PublicKey } from '@server/games/hub88/keys';
import { secretBoxOf } from '@server/line/secret-box';
import { adminSchema, byStaff } from './staff-call';

const config = { permission: 'games.manage' } as const;

/**
 * The games page's Hub88 section: Hub88's public key (pasted, audited) and ours, generated once, shown for the
 * operator to send Hub88 (server/src/games/hub88/README.md).
 */
export const adminHub88Routes: FastifyPluginAsyncZod = async (app) => {
  const box = () => secretBoxOf(app.config);
  const response = { 200: envelopeOf(hub88SettingsSchema) };
  app.get('/api/admin/games/hub88', { config, schema: { ...adminSchema, response } }, async () =>
    ok(await hub88Settings(app.db, box())),
  );
  app.post(
    '/api/admin/games/hub88',
    { config, schema: { ...adminSchema, body: hub88SettingsInput, response } },
    async (request) =>
      ok(await saveHub88PublicKey(app.db, box(), byStaff(request), request.body.hub88_public_key)),
  );
};
