import { betType, type BetType } from '@contract/lotto';
import type { BetTypeInput, BetTypeSetting, MarketAdmin, MarketInput } from '@contract/admin/lotto-setup';
import { toBaht, toSatang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';

const orNull = (value: string | number | null) => (value === null ? null : toBaht(Number(value)));

type MarketRow = Omit<MarketAdmin, 'settings' | 'next_close_at'> & {
  bet_types: BetType[];
  next_close_at: Date | null;
};
type SettingRow = {
  market_id: number;
  bet_type: BetType;
  rate_x100: number | null;
  min_per_line: string | null;
  max_per_line: string | null;
  max_per_member_number: string | null;
  cap_per_number: string | null;
  exposure_cap: string | null;
};

/**
 * The markets (the platform's, as game providers are) with the agent's rate and limits for every bet type, in
 * pad order: a bet type the market does not offer, or the agent has no rate for, is listed too, so staff see
 * what members cannot play and why.
 */
export const listMarketsAdmin = async (q: Queryable, agentId: number, onlyId?: number) => {
  const markets = await q.query<MarketRow>(
    `SELECT m.id, m.code, m.name, m.type, m.enabled, m.sort, m.cancel_window_seconds, m.tote_triples_allowed,
            to_char(m.close_time, 'HH24:MI') AS close_time, to_char(m.result_time, 'HH24:MI') AS result_time,
            m.open_days, m.weekdays, m.bet_types,
            (SELECT count(*)::int FROM lotto_rounds r WHERE r.market_id = m.id AND r.status = 'open') AS open_rounds,
            (SELECT min(r.close_at) FROM lotto_rounds r
              WHERE r.market_id = m.id AND r.status = 'open' AND r.close_at > now()) AS next_close_at
       FROM lotto_markets m
      WHERE ($1::int IS NULL OR m.id = $1)
      ORDER BY m.sort, m.id`,
    [onlyId ?? null],
  );
  const settings = await q.query<SettingRow>(
    `SELECT m.id AS market_id, t.bet_type, r.rate_x100, l.min_per_line, l.max_per_line,
            l.max_per_member_number, l.cap_per_number, l.exposure_cap
       FROM lotto_markets m
       CROSS JOIN unnest($2::text[]) AS t(bet_type)
       LEFT JOIN lotto_rates r ON r.agent_id = $1 AND r.market_id = m.id AND r.bet_type = t.bet_type
       LEFT JOIN lotto_limits l ON l.agent_id = $1 AND l.market_id = m.id AND l.bet_type = t.bet_type
      WHERE ($3::int IS NULL OR m.id = $3)`,
    [agentId, betType.options, onlyId ?? null],
  );
  return markets.rows.map(({ bet_types, next_close_at, ...market }): MarketAdmin => ({
    ...market,
    next_close_at: next_close_at?.toISOString() ?? null,
    settings: betType.options.map((type): BetTypeSetting => {
      const row = settings.rows.find((s) => s.market_id === market.id && s.bet_type === type);
      return {
        bet_type: type,
        enabled: bet_types.includes(type),
        rate: row?.rate_x100 == null ? null : row.rate_x100 / 100,
        min_per_line: orNull(row?.min_per_line ?? null),
        max_per_line: orNull(row?.max_per_line ?? null),
        max_per_member_number: orNull(row?.max_per_member_number ?? null),
        cap_per_number: orNull(row?.cap_per_number ?? null),
        exposure_cap: orNull(row?.exposure_cap ?? null),
      };
    }),
  }));
};

const lockMarket = async (q: Queryable, id: number) => {
  const { rows } = await q.query<Record<string, unknown>>(
    `SELECT name, enabled, sort, cancel_window_seconds, to_char(close_time, 'HH24:MI') AS close_time,
            to_char(result_time, 'HH24:MI') AS result_time, weekdays, bet_types, tote_triples_allowed
       FROM lotto_markets WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? fail('LOTTO_ADMIN_MARKET_NOT_FOUND');
};

/**
 * A market's name, order, switch, cancel window, times, weekdays and whether 3 ตัวโต๊ด takes triples (kept as it
 * is when the input leaves it out). Rounds already created keep their times (members may hold bills on them); new
 * rounds take the new ones. Accepted bills keep their lines whatever the triples switch says later.
 */
export const saveMarket = (db: Db, by: ByStaff, id: number, input: MarketInput) =>
  db.tx(async (q) => {
    const before = await lockMarket(q, id);
    await q.query(
      `UPDATE lotto_markets SET name = $2, enabled = $3, sort = $4, cancel_window_seconds = $5,
              close_time = $6::time, result_time = $7::time, weekdays = $8,
              tote_triples_allowed = coalesce($9, tote_triples_allowed)
        WHERE id = $1`,
      [
        id,
        input.name,
        input.enabled,
        input.sort,
        input.cancel_window_seconds,
        input.close_time,
        input.result_time,
        [...new Set(input.weekdays)].sort(),
        input.tote_triples_allowed ?? null,
      ],
    );
    await auditAs(q, by.meta, by.actor, {
      action: 'lotto.market.update',
      targetType: 'lotto_market',
      targetId: id,
      before,
      after: input,
    });
    return (await listMarketsAdmin(q, by.actor.agentId, id))[0]!;
  });

/** Rates are kept in hundredths of a baht per baht: the same exact two-decimal parse as money. */
const rateX100 = (rate: number) => Number(toSatang(rate));
const capOf = (value: number | null) => (value === null ? null : Number(toSatang(value)));

/**
 * The agent's rate and limits for the given bet types of a market, and which of them the market offers, in one
 * transaction. A rate change applies to bills placed after it: accepted lines keep their frozen rate.
 */
export const saveBetTypes = (db: Db, by: ByStaff, id: number, settings: BetTypeInput[]) =>
  db.tx(async (q) => {
    const market = await lockMarket(q, id);
    const agentId = by.actor.agentId;
    const before = (await listMarketsAdmin(q, agentId, id))[0]!.settings;
    const types = new Set(settings.map((s) => s.bet_type));
    if (types.size !== settings.length) fail('LOTTO_ADMIN_BET_TYPE_TWICE');
    const offered = new Set(market.bet_types as BetType[]);
    for (const setting of settings) {
      if (setting.enabled) offered.add(setting.bet_type);
      else offered.delete(setting.bet_type);
      await q.query(
        `INSERT INTO lotto_rates (agent_id, market_id, bet_type, rate_x100) VALUES ($1, $2, $3, $4)
         ON CONFLICT (agent_id, market_id, bet_type) DO UPDATE SET rate_x100 = $4, updated_at = now()`,
        [agentId, id, setting.bet_type, rateX100(setting.rate)],
      );
      await q.query(
        `INSERT INTO lotto_limits (agent_id, market_id, bet_type, min_per_line, max_per_line,
                                   max_per_member_number, cap_per_number, exposure_cap)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (agent_id, market_id, bet_type) DO UPDATE
           SET min_per_line = $4, max_per_line = $5, max_per_member_number = $6, cap_per_number = $7,
               exposure_cap = $8`,
        [
          agentId,
          id,
          setting.bet_type,
          capOf(setting.min_per_line),
          capOf(setting.max_per_line),
          capOf(setting.max_per_member_number),
          capOf(setting.cap_per_number),
          capOf(setting.exposure_cap),
        ],
      );
    }
    const ordered = betType.options.filter((type) => offered.has(type));
    if (ordered.length === 0) fail('LOTTO_ADMIN_NO_BET_TYPE');
    await q.query(`UPDATE lotto_markets SET bet_types = $2 WHERE id = $1`, [id, ordered]);
    await auditAs(q, by.meta, by.actor, {
      action: 'lotto.rates.update',
      targetType: 'lotto_market',
      targetId: id,
      before: before.filter((s) => types.has(s.bet_type)),
      after: settings,
    });
    return (await listMarketsAdmin(q, agentId, id))[0]!;
  });
