import type { BillAdmin } from '@contract/admin/lotto-setup';
import type { BetType, BillStatus } from '@contract/lotto';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';

type BillRow = {
  id: string;
  round_id: string;
  round_title: string;
  market_name: string;
  member_id: string;
  member_phone: string;
  member_name: string;
  total: string;
  payout: string;
  status: BillStatus;
  created_at: Date;
  settled_at: Date | null;
  lines: {
    line_no: number;
    bet_type: BetType;
    number: string;
    amount: number;
    rate_x100: number;
    status: BillStatus;
    payout: number;
  }[];
};

/**
 * The agent's bills by round, bill id, member phone (prefix), status or a number on one of its lines, newest
 * first, each with its lines (what the member staked, at which frozen rate, and what it paid).
 */
export const searchBills = async (
  q: Queryable,
  agentId: number,
  filter: {
    round_id?: number;
    bill_id?: number;
    phone?: string;
    status?: string;
    number?: string;
    limit: number;
  },
): Promise<BillAdmin[]> => {
  const { rows } = await q.query<BillRow>(
    `SELECT b.id, b.round_id, r.title AS round_title, m.name AS market_name, b.member_id,
            mem.phone AS member_phone, mem.full_name AS member_name, b.total, b.payout, b.status, b.created_at,
            b.settled_at,
            (SELECT json_agg(json_build_object('line_no', l.line_no, 'bet_type', l.bet_type, 'number', l.number,
                    'amount', l.amount, 'rate_x100', l.rate_x100, 'status', l.status, 'payout', l.payout)
                    ORDER BY l.line_no)
               FROM lotto_bill_lines l WHERE l.bill_id = b.id) AS lines
       FROM lotto_bills b
       JOIN lotto_rounds r ON r.id = b.round_id
       JOIN lotto_markets m ON m.id = r.market_id
       JOIN members mem ON mem.id = b.member_id
      WHERE b.agent_id = $1
        AND ($2::bigint IS NULL OR b.round_id = $2)
        AND ($3::bigint IS NULL OR b.id = $3)
        AND ($4::text IS NULL OR mem.phone LIKE $4 || '%')
        AND ($5::text IS NULL OR b.status = $5)
        AND ($6::text IS NULL OR EXISTS (SELECT 1 FROM lotto_bill_lines l WHERE l.bill_id = b.id AND l.number = $6))
      ORDER BY b.id DESC
      LIMIT $7`,
    [
      agentId,
      filter.round_id ?? null,
      filter.bill_id ?? null,
      filter.phone || null,
      filter.status ?? null,
      filter.number ?? null,
      filter.limit,
    ],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    round_id: Number(row.round_id),
    round_title: row.round_title,
    market_name: row.market_name,
    member_id: Number(row.member_id),
    member_phone: row.member_phone,
    member_name: row.member_name,
    total: toBaht(Number(row.total)),
    payout: toBaht(Number(row.payout)),
    status: row.status,
    created_at: row.created_at.toISOString(),
    settled_at: row.settled_at?.toISOString() ?? null,
    lines: row.lines.map(({ rate_x100, amount, payout, ...line }) => ({
      ...line,
      amount: toBaht(amount),
      payout: toBaht(payout),
      rate: rate_x100 / 100,
    })),
  }));
};
