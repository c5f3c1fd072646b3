import type { LottoRound } from '@contract/lotto';
import type { LottoResultDto } from '@contract/lotto-results';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { settlementPlan, type StoredResult } from './round-result';

type Row = {
  id: string;
  market_id: number;
  code: string;
  name: string;
  type: LottoRound['market_type'];
  round_key: string;
  title: string;
  open_at: Date;
  close_at: Date;
  result_at: Date;
  status: LottoRound['status'];
  result: StoredResult | null;
};

const select = `SELECT r.id, r.market_id, m.code, m.name, m.type, r.round_key, r.title, r.open_at, r.close_at,
       r.result_at, r.status, r.result
  FROM lotto_rounds r JOIN lotto_markets m ON m.id = r.market_id`;

const toResult = (row: Row, now: Date): LottoResultDto => {
  const open = row.status === 'open' && now >= row.open_at && now < row.close_at;
  const plan = row.result ? settlementPlan(row.result) : null;
  return {
    round: {
      round_id: Number(row.id),
      market_id: row.market_id,
      market_code: row.code,
      market_name: row.name,
      market_type: row.type,
      round_key: row.round_key,
      title: row.title,
      open_at: row.open_at.toISOString(),
      close_at: row.close_at.toISOString(),
      result_at: row.result_at.toISOString(),
      status: row.status,
      is_open: open,
      seconds_to_close: open ? Math.ceil((row.close_at.getTime() - now.getTime()) / 1000) : 0,
    },
    result: row.result,
    winning: plan && !plan.refund ? plan.winning : null,
  };
};

/** Rounds that have a result (confirmed, or computed for Yeekee), newest first; past results per market. */
const resulted = `r.status IN ('resulted', 'settled', 'cancelled') AND r.result IS NOT NULL`;

/** One round's result (`round_id`), or the latest result of a market (`market_id`). */
export const roundResult = async (
  q: Queryable,
  query: { round_id?: number; market_id?: number },
  now: Date,
): Promise<LottoResultDto> => {
  const { rows } = query.round_id
    ? await q.query<Row>(`${select} WHERE r.id = $1`, [query.round_id])
    : query.market_id
      ? await q.query<Row>(
          `${select} WHERE r.market_id = $1::bigint AND ${resulted} ORDER BY r.result_at DESC LIMIT 1`,
          [query.market_id],
        )
      : { rows: [] };
  return toResult(rows[0] ?? fail('LOTTO_ROUND_NOT_FOUND'), now);
};

/** Past results, newest first, of one market or of every market. */
export const pastResults = async (
  q: Queryable,
  query: { market_id?: number; limit: number },
  now: Date,
): Promise<LottoResultDto[]> => {
  const { rows } = await q.query<Row>(
    `${select} WHERE ${resulted} AND ($1::bigint IS NULL OR r.market_id = $1::bigint) ORDER BY r.result_at DESC, r.id DESC
     LIMIT $2`,
    [query.market_id ?? null, query.limit],
  );
  return rows.map((row) => toResult(row, now));
};
