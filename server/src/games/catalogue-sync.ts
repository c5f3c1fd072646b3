import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '@server/db/db';
import {
  BUILTIN_PROVIDER_CODE,
  DEFAULT_MAX_WIN_MULTIPLIER,
  readBuiltinCatalogue,
  type BuiltinCatalogue,
} from './builtin-catalogue';

/**
 * Brings the built-in provider and its games into the catalogue and offers them to every agent that does not
 * have them yet. Idempotent and safe on several servers at once (upserts); an agent's own hot flags, order and
 * disabled games are kept. The provider's secret is drawn once and then only read: the built-in provider gets
 * it from this table (`builtinProviderSecret`), as a real provider would get it from its configuration.
 */
export const syncBuiltinCatalogue = async (
  db: Db,
  { provider, games }: BuiltinCatalogue = readBuiltinCatalogue(),
) =>
  db.tx(async (q) => {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO game_providers (code, name, logo, adapter, secret)
       VALUES ($1, $2, $3, 'builtin', $4)
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, logo = EXCLUDED.logo
       RETURNING id`,
      [BUILTIN_PROVIDER_CODE, provider.name, provider.logo, randomBytes(32).toString('hex')],
    );
    const providerId = rows[0]!.id;
    for (const [sort, game] of games.entries()) {
      await q.query(
        `INSERT INTO games (provider_id, code, name, category, image, hot, sort, rtp, max_win_multiplier)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (code) DO UPDATE SET name = $3, category = $4, image = $5, hot = $6, sort = $7, rtp = $8,
           max_win_multiplier = $9`,
        [
          providerId,
          game.code,
          game.name_th,
          game.category,
          game.image,
          game.hot,
          sort,
          game.rtp ?? null,
          game.max_win_multiplier ?? DEFAULT_MAX_WIN_MULTIPLIER,
        ],
      );
    }
    await q.query(
      `INSERT INTO agent_games (agent_id, game_id, hot, sort)
       SELECT a.id, g.id, g.hot, g.sort FROM agents a CROSS JOIN games g WHERE g.provider_id = $1
       ON CONFLICT (agent_id, game_id) DO NOTHING`,
      [providerId],
    );
    return providerId;
  });

/** The secret the built-in provider signs its seamless-wallet calls with. */
export const builtinProviderSecret = async (q: Queryable): Promise<string> => {
  const { rows } = await q.query<{ secret: string }>(`SELECT secret FROM game_providers WHERE code = $1`, [
    BUILTIN_PROVIDER_CODE,
  ]);
  if (!rows[0]) throw new Error('the built-in provider is not in the catalogue yet (syncBuiltinCatalogue)');
  return rows[0].secret;
};
