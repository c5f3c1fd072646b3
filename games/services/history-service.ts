import { bangkokDay } from '@contract/thai-time';
import type { ProviderContext } from '@games/provider/context';
import { GameError } from '@games/provider/game-error';
import type { Player } from '@games/provider/players';
import { publicSeed, revealSeed, type SeedRow } from '@games/provider/seeds';
import { dealTime, tableById } from '@games/schedule/baccarat-tables';
import { kickoff } from '@games/schedule/football-fixtures';
import { baht } from './money';

type RoundRow = {
  id: string;
  game_code: string;
  kind: string;
  nonce: number | null;
  bet_satang: number;
  win_satang: number | null;
  status: string;
  detail: Record<string, unknown>;
  created_at: string | Date;
  seed: SeedRow | null;
};

/**
 * What `POST /games/api/verify` needs to recompute a round, as far as it may be known now. An instant round's
 * server seed is revealed once the member rotates the pair it was played on; a baccarat hand or a football round
 * uses the day's house seed (client seed = table id / "fixtures", nonce = hand / round number), revealed once
 * the Thai day is over. `reveal` says which of the two the member waits for.
 */
const fairOf = (ctx: ProviderContext, row: RoundRow) => {
  if (row.kind === 'instant') {
    const seed = row.seed ? publicSeed(row.seed) : null;
    return {
      server_seed_hash: seed?.server_seed_hash ?? null,
      server_seed: seed?.server_seed ?? null,
      // The client seed of the play itself: the member may have changed the pair's since.
      client_seed: String(row.detail.client_seed ?? seed?.client_seed ?? ''),
      nonce: row.nonce === null ? null : Number(row.nonce),
      reveal: 'rotate' as const,
      day: null,
    };
  }
  const baccarat = row.game_code === 'builtin-baccarat';
  const table = baccarat ? tableById(String(row.detail.table)) : undefined;
  const nonce = Number(baccarat ? row.detail.round_no : row.detail.fixture_no);
  const at = baccarat ? (table ? dealTime(table, nonce) : NaN) : kickoff(nonce);
  if (!Number.isFinite(at)) return null;
  const day = bangkokDay(at);
  const house = ctx.houseSeeds.published(baccarat ? 'baccarat' : 'football', day, ctx.now());
  return {
    server_seed_hash: house.server_seed_hash,
    server_seed: house.server_seed,
    client_seed: baccarat ? String(row.detail.table) : 'fixtures',
    nonce,
    reveal: 'day_end' as const,
    day,
  };
};

const viewOf = (ctx: ProviderContext, row: RoundRow) => {
  // A scheduled bet not yet settled shows no outcome (nor a win): the hand or the match may not be played yet.
  const hidden = row.kind === 'scheduled' && row.status !== 'settled';
  return {
    round_id: row.id,
    game: row.game_code,
    kind: row.kind,
    status: row.status,
    bet: baht(Number(row.bet_satang)),
    win: row.status === 'settled' ? baht(Number(row.win_satang ?? 0)) : null,
    created_at: new Date(row.created_at).toISOString(),
    detail: hidden ? { ...row.detail, outcome: undefined } : row.detail,
    nonce: row.nonce === null ? null : Number(row.nonce),
    seed: row.seed ? publicSeed(row.seed) : null,
    fair: fairOf(ctx, row),
  };
};

const SELECT = `SELECT r.id, r.game_code, r.kind, r.nonce, r.bet_satang, r.win_satang, r.status, r.detail,
    r.created_at, to_jsonb(s) AS seed
  FROM gp_rounds r LEFT JOIN gp_seeds s ON s.id = r.seed_id`;

export type RoundsQuery = {
  limit: number;
  /** Only this game's rounds. */
  game?: string;
  /** The rounds played before this one (a round id of the same member, from the previous page). */
  before?: string;
};

/** Whose rounds a player sees: every launch of its member (same `ref`), a demo player (no ref) only its own. */
type Viewer = Pick<Player, 'id' | 'ref'>;
/** `alias.player_id` is one of the viewer's players, the viewer's id and ref being $1 and $2. */
const mine = (alias: string) =>
  `${alias}.player_id IN (SELECT p.id FROM gp_players p WHERE p.id = $1 OR p.player_ref = $2)`;

/**
 * A member's rounds, newest first, over all their launches, with what is needed to verify them; `next_before`
 * pages on to older ones. A demo session sees its own play-money rounds, nothing else.
 */
export const playerRounds = async (ctx: ProviderContext, player: Viewer, query: RoundsQuery) => {
  const params: unknown[] = [player.id, player.ref, query.limit + 1];
  const where = [mine('r')];
  if (query.game) {
    params.push(query.game);
    where.push(`r.game_code = $${params.length}`);
  }
  if (query.before) {
    params.push(query.before);
    where.push(
      `(r.created_at, r.id) < (SELECT b.created_at, b.id FROM gp_rounds b
         WHERE b.id = $${params.length} AND ${mine('b')})`,
    );
  }
  const { rows } = await ctx.db.query<RoundRow>(
    `${SELECT} WHERE ${where.join(' AND ')} ORDER BY r.created_at DESC, r.id DESC LIMIT $3`,
    params,
  );
  const page = rows.slice(0, query.limit);
  return {
    rounds: page.map((row) => viewOf(ctx, row)),
    next_before: rows.length > query.limit ? page.at(-1)!.id : null,
  };
};

const notFound = () => new GameError('GP_NOT_FOUND', 'ไม่พบรอบการเล่นนี้ในประวัติของคุณ');

/** One of the member's rounds, for the verify page; another member's round is as unknown as a made-up id. */
export const playerRound = async (ctx: ProviderContext, player: Viewer, roundId: string) => {
  const { rows } = await ctx.db.query<RoundRow>(`${SELECT} WHERE ${mine('r')} AND r.id = $3`, [
    player.id,
    player.ref,
    roundId,
  ]);
  if (!rows[0]) throw notFound();
  return viewOf(ctx, rows[0]);
};

/**
 * Reveals the server seed an instant round of the member's was played on, whichever of their launches played it
 * (`revealSeed`: a pair still in play is rotated out first). A pair of an earlier launch is never played again,
 * so without this its rounds could never be verified.
 */
export const revealRoundSeed = async (ctx: ProviderContext, player: Viewer, roundId: string) => {
  const { rows } = await ctx.db.query<{ seed_id: string | null; seed_player_id: string | null }>(
    `SELECT s.id AS seed_id, s.player_id AS seed_player_id
       FROM gp_rounds r LEFT JOIN gp_seeds s ON s.id = r.seed_id WHERE ${mine('r')} AND r.id = $3`,
    [player.id, player.ref, roundId],
  );
  const round = rows[0];
  if (!round) throw notFound();
  if (round.seed_id === null || round.seed_player_id === null)
    throw new GameError('GP_SEED_INVALID', 'รอบนี้ใช้ค่าสุ่มรายวัน ซึ่งเปิดเผยเมื่อจบวัน (เวลาประเทศไทย)');
  return revealSeed(ctx.db, { id: Number(round.seed_id), playerId: Number(round.seed_player_id) });
};
