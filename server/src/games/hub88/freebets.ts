import type { MemberFreebet } from '@contract/games/hub88-freebets';
import { toBaht } from '@contract/money';
import type { Queryable, Tx } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { FREEBET_GAME } from './freebet-game-sql';

/**
 * Free bets in a Hub88 game granted by the rewards engine (README.md, "Free bets"). `recordFreebet` runs inside
 * `grantAward`'s transaction, under the campaign's lock, with the award's key: the award and its free bet exist
 * together or not at all, and a replayed award (the same campaign, member and period) finds its award and adds
 * nothing. The row is also the queue of the reward's creation at Hub88 (freebets-send.ts).
 */
export type FreebetGrant = {
  /** The game in our catalogue (games.code): one of Hub88's, active. */
  gameCode: string;
  betCount: number;
  /** Satang per free bet. */
  betValue: number;
  /** Playable from the grant for this many days. */
  validDays: number;
  /** The Hub88 prepaid the reward is created from (`prepaid_uuid`), when the console chose one. */
  prepaidUuid?: string | null;
};

const DAY_MS = 86_400_000;

export const recordFreebet = async (
  q: Tx,
  input: {
    awardId: number;
    campaignId: number;
    memberId: number;
    operatorReference: string;
    grant: FreebetGrant;
    now: Date;
  },
) => {
  const { grant } = input;
  const valid =
    Number.isInteger(grant.betCount) &&
    grant.betCount >= 1 &&
    grant.betCount <= 1000 &&
    Number.isInteger(grant.betValue) &&
    grant.betValue > 0 &&
    Number.isInteger(grant.validDays) &&
    grant.validDays >= 1 &&
    grant.validDays <= 90;
  if (!valid) fail('HUB88_FREEBET_INVALID');
  // The game must be playable when the award is made: Hub88's and active, Hub88 turned on, its studio not
  // disabled (a member could not open it: launch.ts refuses a disabled studio's games).
  const { rows } = await q.query<{ id: number; studio_disabled: boolean }>(
    `SELECT g.id, coalesce(sp.status = 'disabled', false) AS studio_disabled
       FROM games g JOIN game_providers p ON p.id = g.provider_id
       LEFT JOIN game_sub_providers sp ON sp.id = g.sub_provider_id
      WHERE g.code = $1 AND ${FREEBET_GAME}`,
    [grant.gameCode],
  );
  const game = rows[0];
  if (!game) return fail('HUB88_FREEBET_GAME_INVALID');
  if (game.studio_disabled) return fail('HUB88_FREEBET_STUDIO_DISABLED');
  await q.query(
    `INSERT INTO hub88_freebets (award_id, campaign_id, member_id, operator_reference, game_id, bet_count,
                                 bet_value, starts_at, ends_at, prepaid_uuid)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      input.awardId,
      input.campaignId,
      input.memberId,
      input.operatorReference,
      game.id,
      grant.betCount,
      grant.betValue,
      input.now,
      new Date(input.now.getTime() + grant.validDays * DAY_MS),
      grant.prepaidUuid ?? null,
    ],
  );
};

type MemberFreebetRow = {
  id: string;
  campaign_name: string;
  game_id: string;
  provider_id: string;
  game_name: string;
  game_image: string;
  bet_count: number;
  used_count: number;
  bet_value: string;
  won: string;
  starts_at: Date;
  ends_at: Date;
  status: 'pending' | 'sending' | 'active' | 'failed';
};

const stateOf = (row: MemberFreebetRow, now: Date): MemberFreebet['state'] => {
  if (row.status === 'failed') return 'failed';
  if (row.used_count >= row.bet_count) return 'used';
  if (row.ends_at <= now) return 'expired';
  return row.status === 'active' ? 'ready' : 'pending';
};

/** A member's free bets, newest first: only their own (by member id), with the game to open. */
export const memberFreebets = async (q: Queryable, memberId: number, now: Date): Promise<MemberFreebet[]> => {
  const { rows } = await q.query<MemberFreebetRow>(
    `SELECT f.id, c.name AS campaign_name, g.code AS game_id, p.code AS provider_id, g.name AS game_name,
            coalesce(g.image, '') AS game_image, f.bet_count, f.used_count, f.bet_value, f.won, f.starts_at,
            f.ends_at, f.status
       FROM hub88_freebets f
       JOIN reward_campaigns c ON c.id = f.campaign_id
       JOIN games g ON g.id = f.game_id
       JOIN game_providers p ON p.id = g.provider_id
      WHERE f.member_id = $1
      ORDER BY f.id DESC LIMIT 50`,
    [memberId],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    campaign_name: row.campaign_name,
    game_id: row.game_id,
    provider_id: row.provider_id,
    game_name: row.game_name,
    game_image: row.game_image,
    bet_count: row.bet_count,
    used_count: row.used_count,
    bet_value: toBaht(Number(row.bet_value)),
    won: toBaht(Number(row.won)),
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    state: stateOf(row, now),
  }));
};
