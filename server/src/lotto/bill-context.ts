import type { Queryable } from '@server/db/db';
import type { BetSetting, Restriction } from './settings';
import { MAIN_WALLET_TYPE } from './wallet';

export type BillContext = {
  settings: BetSetting[];
  restricted: Restriction[];
  wallet: { id: number; balance: number } | null;
};

/**
 * What checking a bill needs, in one round trip (validate and create run it on every bill): the agent's bet
 * types on the market with rates and limits (in the market's order, as `betSettings`), the round's restricted
 * numbers, and the member's main wallet.
 */
export const billContext = async (
  q: Queryable,
  ids: { agentId: number; memberId: number; marketId: number; roundId: number },
): Promise<BillContext> => {
  const { rows } = await q.query<{
    settings: BetSetting[] | null;
    restricted: Restriction[] | null;
    wallet_id: number | null;
    balance: number | null;
  }>(
    `SELECT
       (SELECT json_agg(json_build_object('bet_type', r.bet_type, 'rate_x100', r.rate_x100,
                 'min_per_line', l.min_per_line, 'max_per_line', l.max_per_line,
                 'max_per_member_number', l.max_per_member_number, 'cap_per_number', l.cap_per_number,
                 'exposure_cap', l.exposure_cap, 'tote_triples_allowed', m.tote_triples_allowed) ORDER BY t.pos)
          FROM lotto_markets m
          CROSS JOIN LATERAL unnest(m.bet_types) WITH ORDINALITY AS t(bet_type, pos)
          JOIN lotto_rates r ON r.agent_id = $1 AND r.market_id = m.id AND r.bet_type = t.bet_type
          JOIN lotto_limits l ON l.agent_id = $1 AND l.market_id = m.id AND l.bet_type = t.bet_type
         WHERE m.id = $2) AS settings,
       (SELECT json_agg(json_build_object('bet_type', bet_type, 'number', number, 'mode', mode,
                 'rate_x100', rate_x100))
          FROM lotto_restricted_numbers WHERE round_id = $3) AS restricted,
       w.id AS wallet_id, w.balance
     FROM (SELECT 1) AS one
     LEFT JOIN ledger_accounts w
       ON w.member_id = $4 AND w.wallet_type_id = ${MAIN_WALLET_TYPE} AND w.owner = 'member' AND w.asset = 'thb'`,
    [ids.agentId, ids.marketId, ids.roundId, ids.memberId],
    { name: 'lotto_bill_context' },
  );
  const row = rows[0]!;
  return {
    settings: row.settings ?? [],
    restricted: row.restricted ?? [],
    wallet: row.wallet_id === null ? null : { id: row.wallet_id, balance: row.balance ?? 0 },
  };
};
