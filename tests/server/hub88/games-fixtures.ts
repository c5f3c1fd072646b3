import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createTestApp, call } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { startHub88GamesStandIn, type Hub88GamesStandIn } from '@tests/server/helpers/hub88-games-stand-in';

/**
 * The app listening on a real port (the stand-in's game page calls our Wallet API over HTTP, as Hub88 does) and
 * Hub88's Games API stand-in, connected the way an operator connects them in the console: Hub88's key pasted,
 * ours given to Hub88, Hub88's address and our operator id entered, the provider turned on.
 */
export const connectedHub88 = async () => {
  const app = await createTestApp();
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const owner = await insertStaff(app, 'owner');
  const hub88 = await startHub88GamesStandIn({ walletUrl: `${base}/hub88` });
  const keys = await call<{ operator_public_key: string }>(app, 'POST', '/api/admin/games/hub88', {
    token: owner.token,
    body: { hub88_public_key: hub88.publicPem },
  });
  expect(keys.error).toBe(0);
  hub88.trustOperator(keys.data.operator_public_key);
  const saved = await call(app, 'POST', '/api/admin/games/hub88/games-api', {
    token: owner.token,
    body: { api_url: hub88.url, operator_id: 7 },
  });
  expect(saved.error).toBe(0);
  await setProviderStatus(app, owner.token, 'active');
  return { app, base, owner, hub88 };
};

export const setProviderStatus = async (
  app: FastifyInstance,
  token: string,
  status: 'active' | 'maintenance' | 'disabled',
) => {
  const providers = await call<{ id: number; code: string; sort: number }[]>(
    app,
    'GET',
    '/api/admin/games/providers',
    { token },
  );
  const row = providers.data.find((provider) => provider.code === 'hub88')!;
  const changed = await call(app, 'POST', `/api/admin/games/providers/${row.id}`, {
    token,
    body: { status, sort: row.sort },
  });
  expect(changed.error).toBe(0);
};

export type ImportAnswer = {
  listed: number;
  created: number;
  updated: number;
  disabled: number;
  thumbnails: number;
  errors: string[];
  finished_at: string | null;
};

export const importNow = (app: FastifyInstance, token: string) =>
  call<ImportAnswer>(app, 'POST', '/api/admin/games/hub88/import', { token, body: {} });

/** Our code of a stand-in game and the game's row. */
export const gameRow = async (app: FastifyInstance, externalCode: string) =>
  (
    await app.db.query<{
      id: number;
      code: string;
      name: string;
      name_en: string;
      category: string;
      status: string;
      image: string;
      rtp: string | null;
      demo: boolean;
      released_at: string | null;
      studio: string;
    }>(
      `SELECT g.id, g.code, g.name, g.name_en, g.category, g.status, g.image, g.rtp::text AS rtp, g.demo,
              to_char(g.released_at, 'YYYY-MM-DD') AS released_at, sp.name AS studio
         FROM games g JOIN game_providers p ON p.id = g.provider_id AND p.code = 'hub88'
         LEFT JOIN game_sub_providers sp ON sp.id = g.sub_provider_id
        WHERE g.external_code = $1`,
      [externalCode],
    )
  ).rows[0];

export type { Hub88GamesStandIn };
