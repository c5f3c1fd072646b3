import type { BetType } from '@contract/lotto';
import type {
  ExposureBoard,
  RestrictedAdmin,
  RestrictedInput,
  RoundAdmin,
} from '@contract/admin/lotto-setup';
import { betTypeDigits } from '@contract/lotto';
import { toBaht, toSatang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';

type RoundRow = Omit<RoundAdmin, 'open_at' | 'close_at' | 'result_at' | 'stake' | 'payout' | 'id'> & {
  id: string;
  open_at: Date;
  close_at: Date;
  result_at: Date;
  stake: string;
  payout: string;
};
const roundOf = (row: RoundRow): RoundAdmin => ({
  ...row,
  id: Number(row.id),
  open_at: row.open_at.toISOString(),
  close_at: row.close_at.toISOString(),
  result_at: row.result_at.toISOString(),
  stake: toBaht(Number(row.stake)),
  payout: toBaht(Number(row.payout)),
});

/** Without a market chosen, each market shows at most this many rounds: Yeekee's 88 a day bury no draw. */
const PER_MARKET = 10;

/**
 * Rounds with the agent's bills on them (count, stake, what has been paid), those closing nearest the business
 * clock's now first; without a market chosen, the nearest PER_MARKET of each market, so the government draw a
 * fortnight away is listed beside the Yeekee rounds of the hour.
 */
export const listRoundsAdmin = async (
  q: Queryable,
  agentId: number,
  filter: { market_id?: number; status?: string; limit: number; round_id?: number },
  now: Date,
) => {
  const { rows } = await q.query<RoundRow>(
    `WITH picked AS (
       SELECT r.id, abs(extract(epoch FROM r.close_at - $6::timestamptz)) AS distance,
              row_number() OVER (PARTITION BY r.market_id
                                 ORDER BY abs(extract(epoch FROM r.close_at - $6::timestamptz)), r.id) AS nth
         FROM lotto_rounds r
        WHERE ($2::int IS NULL OR r.market_id = $2) AND ($3::text IS NULL OR r.status = $3)
          AND ($5::bigint IS NULL OR r.id = $5))
     SELECT r.id, r.market_id, m.name AS market_name, m.type AS market_type, m.bet_types, r.title, r.open_at, r.close_at,
            r.result_at, r.status,
            count(b.id)::int AS bills, COALESCE(sum(b.total), 0) AS stake, COALESCE(sum(b.payout), 0) AS payout,
            (SELECT count(*)::int FROM lotto_restricted_numbers x WHERE x.round_id = r.id) AS restricted
       FROM picked p
       JOIN lotto_rounds r ON r.id = p.id
       JOIN lotto_markets m ON m.id = r.market_id
       LEFT JOIN lotto_bills b ON b.round_id = r.id AND b.agent_id = $1
      WHERE $2::int IS NOT NULL OR $5::bigint IS NOT NULL OR p.nth <= ${PER_MARKET}
      GROUP BY r.id, m.id, p.distance
      ORDER BY p.distance, r.id
      LIMIT $4`,
    [agentId, filter.market_id ?? null, filter.status ?? null, filter.limit, filter.round_id ?? null, now],
  );
  return rows.map(roundOf);
};

const roundOrFail = async (q: Queryable, agentId: number, roundId: number) =>
  (await listRoundsAdmin(q, agentId, { round_id: roundId, limit: 1 }, new Date()))[0] ??
  fail('LOTTO_ROUND_NOT_FOUND_ADMIN');

export const listRestricted = async (q: Queryable, roundId: number) =>
  (
    await q.query<Omit<RestrictedAdmin, 'rate'> & { rate_x100: number | null }>(
      `SELECT bet_type, number, mode, rate_x100, note FROM lotto_restricted_numbers
        WHERE round_id = $1 ORDER BY bet_type, number`,
      [roundId],
    )
  ).rows.map(({ rate_x100, ...row }) => ({ ...row, rate: rate_x100 === null ? null : rate_x100 / 100 }));

/** The round locked against a close or settlement running beside the change; only an open round takes one. */
const lockOpenRound = async (q: Queryable, roundId: number) => {
  const { rows } = await q.query<{ status: string }>(
    `SELECT status FROM lotto_rounds WHERE id = $1 FOR UPDATE`,
    [roundId],
  );
  const round = rows[0] ?? fail('LOTTO_ROUND_NOT_FOUND_ADMIN');
  if (round.status !== 'open') fail('LOTTO_ADMIN_ROUND_NOT_OPEN');
};

/**
 * Closes a number of a round, or pays it at a reduced rate, from now on: bills already accepted keep their
 * frozen rate (DOMAIN.md). Setting it again replaces the earlier setting.
 */
export const saveRestricted = (db: Db, by: ByStaff, roundId: number, input: RestrictedInput) =>
  db.tx(async (q) => {
    if (input.number.length !== betTypeDigits[input.bet_type]) fail('LOTTO_ADMIN_NUMBER_INVALID');
    await lockOpenRound(q, roundId);
    const rate = input.rate === null ? null : Number(toSatang(input.rate));
    const { rows } = await q.query<{ mode: string; rate_x100: number | null }>(
      `SELECT mode, rate_x100 FROM lotto_restricted_numbers WHERE round_id = $1 AND bet_type = $2 AND number = $3`,
      [roundId, input.bet_type, input.number],
    );
    await q.query(
      `INSERT INTO lotto_restricted_numbers (round_id, bet_type, number, mode, rate_x100, note)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (round_id, bet_type, number) DO UPDATE SET mode = $4, rate_x100 = $5, note = $6`,
      [roundId, input.bet_type, input.number, input.mode, rate, input.note],
    );
    await auditAs(q, by.meta, by.actor, {
      action: 'lotto.restricted.set',
      targetType: 'lotto_round',
      targetId: roundId,
      before: rows[0] ?? null,
      after: input,
    });
    return listRestricted(q, roundId);
  });

export const removeRestricted = (db: Db, by: ByStaff, roundId: number, betType: BetType, number: string) =>
  db.tx(async (q) => {
    await lockOpenRound(q, roundId);
    const { rows } = await q.query<{ mode: string; rate_x100: number | null }>(
      `DELETE FROM lotto_restricted_numbers WHERE round_id = $1 AND bet_type = $2 AND number = $3
       RETURNING mode, rate_x100`,
      [roundId, betType, number],
    );
    if (!rows[0]) fail('LOTTO_ADMIN_RESTRICTED_NOT_FOUND');
    await auditAs(q, by.meta, by.actor, {
      action: 'lotto.restricted.remove',
      targetType: 'lotto_round',
      targetId: roundId,
      before: { bet_type: betType, number, ...rows[0] },
    });
    return listRestricted(q, roundId);
  });

type ExposureRowDb = {
  bet_type: BetType;
  number: string;
  stake: string;
  payout: string;
  type_stake: string;
  cap_per_number: string | null;
  exposure_cap: string | null;
  restricted: 'closed' | 'reduced' | null;
};

/**
 * The live exposure of a round for the staff's agent: per number, the stake and what the agent pays if it wins,
 * riskiest first (largest payout less the bet type's whole stake), with how much of its caps is used.
 */
export const exposureBoard = async (
  q: Queryable,
  agentId: number,
  roundId: number,
  filter: { bet_type?: BetType; limit: number },
): Promise<ExposureBoard> => {
  const round = await roundOrFail(q, agentId, roundId);
  const byType = await q.query<{ bet_type: BetType; stake: string }>(
    `SELECT bet_type, sum(stake) AS stake FROM lotto_number_totals
      WHERE round_id = $1 AND agent_id = $2 GROUP BY bet_type ORDER BY bet_type`,
    [roundId, agentId],
  );
  const { rows } = await q.query<ExposureRowDb>(
    `WITH per_type AS (
       SELECT bet_type, sum(stake) AS type_stake FROM lotto_number_totals
        WHERE round_id = $1 AND agent_id = $2 GROUP BY bet_type)
     SELECT t.bet_type, t.number, t.stake, t.payout, p.type_stake, l.cap_per_number, l.exposure_cap, x.mode AS restricted
       FROM lotto_number_totals t
       JOIN per_type p ON p.bet_type = t.bet_type
       JOIN lotto_rounds r ON r.id = t.round_id
       LEFT JOIN lotto_limits l ON l.agent_id = t.agent_id AND l.market_id = r.market_id AND l.bet_type = t.bet_type
       LEFT JOIN lotto_restricted_numbers x
         ON x.round_id = t.round_id AND x.bet_type = t.bet_type AND x.number = t.number
      WHERE t.round_id = $1 AND t.agent_id = $2 AND t.stake > 0 AND ($3::text IS NULL OR t.bet_type = $3)
      ORDER BY t.payout - p.type_stake DESC, t.bet_type, t.number
      LIMIT $4`,
    [roundId, agentId, filter.bet_type ?? null, filter.limit],
  );
  return {
    round,
    stake_by_type: byType.rows.map((row) => ({ bet_type: row.bet_type, stake: toBaht(Number(row.stake)) })),
    rows: rows.map((row) => {
      const stake = Number(row.stake);
      const payout = Number(row.payout);
      const cap = row.cap_per_number === null ? null : Number(row.cap_per_number);
      const exposureCap = row.exposure_cap === null ? null : Number(row.exposure_cap);
      const shares = [
        cap === null ? null : stake / cap,
        exposureCap === null ? null : payout / exposureCap,
      ].filter((share): share is number => share !== null);
      return {
        bet_type: row.bet_type,
        number: row.number,
        stake: toBaht(stake),
        payout: toBaht(payout),
        net_if_wins: toBaht(payout - Number(row.type_stake)),
        cap_per_number: cap === null ? null : toBaht(cap),
        exposure_cap: exposureCap === null ? null : toBaht(exposureCap),
        used: shares.length === 0 ? null : Math.min(1, Math.max(...shares)),
        restricted: row.restricted,
      };
    }),
  };
};

export { roundOrFail };
