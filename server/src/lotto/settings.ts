import {
  betTypeDigits,
  betTypeNames,
  type BetType,
  type BetTypeLimit,
  type BetTypeRate,
  type RestrictedNumber,
} from '@contract/lotto';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';

/** An agent's rate and limits for one bet type of one market (satang; rate in hundredths). */
export type BetSetting = {
  bet_type: BetType;
  rate_x100: number;
  min_per_line: number;
  max_per_line: number;
  max_per_member_number: number | null;
  cap_per_number: number | null;
  exposure_cap: number | null;
  /** The market's switch for 3 ตัวโต๊ด on a triple (555), read where a line of the bet type is checked. */
  tote_triples_allowed: boolean;
};

export type Restriction = {
  bet_type: BetType;
  number: string;
  mode: 'closed' | 'reduced';
  rate_x100: number | null;
};

/**
 * The bet types the agent takes on the market, in the market's order: a type needs both a rate and limits,
 * and must be enabled on the market. One statement (the bill path runs it on every validate and create).
 */
export const betSettings = async (q: Queryable, agentId: number, marketId: number): Promise<BetSetting[]> => {
  const { rows } = await q.query<BetSetting>(
    `SELECT r.bet_type, r.rate_x100, l.min_per_line, l.max_per_line, l.max_per_member_number, l.cap_per_number,
            l.exposure_cap, m.tote_triples_allowed
       FROM lotto_markets m
       CROSS JOIN LATERAL unnest(m.bet_types) WITH ORDINALITY AS t(bet_type, pos)
       JOIN lotto_rates r ON r.agent_id = $1 AND r.market_id = m.id AND r.bet_type = t.bet_type
       JOIN lotto_limits l ON l.agent_id = $1 AND l.market_id = m.id AND l.bet_type = t.bet_type
      WHERE m.id = $2
      ORDER BY t.pos`,
    [agentId, marketId],
    { name: 'lotto_bet_settings' },
  );
  return rows;
};

/** Restricted numbers of a round, all of them or only those in `keys` ('bet_type:number'). */
export const restrictions = async (q: Queryable, roundId: number): Promise<Restriction[]> => {
  const { rows } = await q.query<Restriction>(
    `SELECT bet_type, number, mode, rate_x100 FROM lotto_restricted_numbers WHERE round_id = $1
      ORDER BY bet_type, number`,
    [roundId],
    { name: 'lotto_restrictions' },
  );
  return rows;
};

export const rateOf = (rateX100: number) => rateX100 / 100;

export const toBetTypeRate = (setting: BetSetting): BetTypeRate => ({
  bet_type: setting.bet_type,
  name: betTypeNames[setting.bet_type],
  digits: betTypeDigits[setting.bet_type],
  rate: rateOf(setting.rate_x100),
});

export const toBetTypeLimit = (setting: BetSetting): BetTypeLimit => ({
  bet_type: setting.bet_type,
  name: betTypeNames[setting.bet_type],
  min_per_line: toBaht(setting.min_per_line),
  max_per_line: toBaht(setting.max_per_line),
  max_per_member_number:
    setting.max_per_member_number === null ? null : toBaht(setting.max_per_member_number),
  cap_per_number: setting.cap_per_number === null ? null : toBaht(setting.cap_per_number),
});

export const toRestrictedNumber = (r: Restriction): RestrictedNumber => ({
  bet_type: r.bet_type,
  number: r.number,
  mode: r.mode,
  rate: r.rate_x100 === null ? null : rateOf(r.rate_x100),
});

/**
 * Numbers sold out on a round for the agent (เลขเต็ม): not even the bet type's minimum line fits any more,
 * under the stake cap across members or under the exposure cap (the minimum's payout at the rate a new line would
 * get: the reduced rate of a restricted number, else the agent's). The same arithmetic as `capBroken`, so every
 * number listed here is one a bill is refused on, and a number that refuses every bill is listed.
 */
export const soldOut = async (
  q: Queryable,
  agentId: number,
  round: { id: number; market_id: number },
): Promise<{ bet_type: BetType; number: string }[]> => {
  const { rows } = await q.query<{ bet_type: BetType; number: string }>(
    `SELECT t.bet_type, t.number
       FROM lotto_number_totals t
       JOIN lotto_limits l ON l.agent_id = t.agent_id AND l.market_id = $3 AND l.bet_type = t.bet_type
       JOIN lotto_rates r ON r.agent_id = t.agent_id AND r.market_id = $3 AND r.bet_type = t.bet_type
       LEFT JOIN lotto_restricted_numbers x
         ON x.round_id = t.round_id AND x.bet_type = t.bet_type AND x.number = t.number AND x.mode = 'reduced'
      WHERE t.round_id = $1 AND t.agent_id = $2
        AND ((l.cap_per_number IS NOT NULL AND t.stake + l.min_per_line > l.cap_per_number)
          OR (l.exposure_cap IS NOT NULL
              AND t.payout + l.min_per_line * coalesce(x.rate_x100, r.rate_x100) / 100 > l.exposure_cap))
      ORDER BY t.bet_type, t.number`,
    [round.id, agentId, round.market_id],
  );
  return rows;
};
