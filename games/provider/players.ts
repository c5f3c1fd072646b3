import { createHash, randomBytes } from 'node:crypto';
import { toSatang } from '@contract/money';
import { SEAMLESS_ERROR } from '@contract/seamless';
import { GameError } from './game-error';
import type { GamesDb } from './games-db';
import { ensureSeed } from './seeds';
import { demoWallet, seamlessWallet, type GameWallet } from './wallets';
import type { SeamlessClient } from './seamless-client';

/**
 * A player is one launch (its game session token) or one demo session. `ref`: the member behind a real one, as
 * the platform names them (`player_ref`); every launch of one member has the same, a demo player none.
 */
export type Player = { id: number; mode: 'real' | 'demo'; token: string; ref: string | null };

/** Play money a demo session starts with. */
const DEMO_START = toSatang(10_000);

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Demo sessions one address may start in ten minutes (a visitor tries a few games; a script, thousands). */
export const DEMO_PLAYERS_PER_ADDRESS_PER_10_MINUTES = 30;

/**
 * A demo session: a random token, play money, its own seeds. Never known to the platform. Limited per address
 * (RATE_LIMITED): the count and the insert run under a lock on the address, so parallel requests cannot pass
 * the limit together.
 */
export const createDemoPlayer = async (db: GamesDb, ip: string): Promise<string> =>
  db.tx(async (q) => {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('gp_demo_address'), hashtext($1))`, [ip]);
    const { rows: recent } = await q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM gp_players
        WHERE mode = 'demo' AND created_ip = $1 AND created_at > now() - interval '10 minutes'`,
      [ip],
    );
    if ((recent[0]?.n ?? 0) >= DEMO_PLAYERS_PER_ADDRESS_PER_10_MINUTES) throw new GameError('RATE_LIMITED');
    const token = `demo_${randomBytes(24).toString('base64url')}`;
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO gp_players (token_hash, mode, demo_balance, created_ip) VALUES ($1, 'demo', $2, $3) RETURNING id`,
      [tokenHash(token), DEMO_START, ip],
    );
    await ensureSeed(q, Number(rows[0]!.id));
    return token;
  });

/**
 * The player behind a bearer token. A real token unknown here is checked once with the platform (a balance
 * call): only a live game session is accepted, then it is remembered.
 */
export const resolvePlayer = async (db: GamesDb, client: SeamlessClient, token: string): Promise<Player> => {
  if (!token) throw new GameError('GP_SESSION_INVALID');
  const hash = tokenHash(token);
  const known = await db.query<{ id: number; mode: 'real' | 'demo'; player_ref: string | null }>(
    `SELECT id, mode, player_ref FROM gp_players WHERE token_hash = $1`,
    [hash],
  );
  const row = known.rows[0];
  if (row) return { id: Number(row.id), mode: row.mode, token, ref: row.player_ref };
  if (token.startsWith('demo_')) throw new GameError('GP_SESSION_INVALID');

  const answer = await client.call('balance', { token }).catch(() => {
    throw new GameError('GP_WALLET_UNAVAILABLE');
  });
  if (!answer.ok) {
    throw new GameError(
      answer.code === SEAMLESS_ERROR.tokenExpired ? 'SEAMLESS_TOKEN_EXPIRED' : 'GP_SESSION_INVALID',
    );
  }
  // The player and its seed pair commit together: a parallel call that finds the player (above) can play at once.
  const ref = answer.playerRef;
  const id = await db.tx(async (q) => {
    await q.query(
      `INSERT INTO gp_players (token_hash, token, mode, player_ref) VALUES ($1, $2, 'real', $3)
       ON CONFLICT (token_hash) DO NOTHING`,
      [hash, token, ref],
    );
    const { rows } = await q.query<{ id: number }>(`SELECT id FROM gp_players WHERE token_hash = $1`, [hash]);
    const playerId = Number(rows[0]!.id);
    await ensureSeed(q, playerId);
    return playerId;
  });
  return { id, mode: 'real', token, ref };
};

export const walletOf = (db: GamesDb, client: SeamlessClient, player: Player): GameWallet =>
  player.mode === 'demo' ? demoWallet(db, player.id) : seamlessWallet(client, player.token);
