import type {
  WithdrawalHistoryItem,
  WithdrawalHistoryPage,
  WithdrawalHistoryQuery,
} from '@contract/admin/withdrawals';
import { csvBaht, toCsv } from '@contract/csv';
import { thaiDateTime } from '@contract/thai-time';
import { toBaht, toSatang } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { boundedTotal, keysetPage, readCursor } from '@server/http/keyset';
import { dayStart } from '@server/reports/bangkok-days';

type Row = {
  id: number;
  amount: number;
  status: 'approved' | 'refused';
  member_id: number;
  phone: string;
  full_name: string;
  bank_code: string;
  bank_name: string;
  bank_account: string;
  account_name: string;
  created_at: Date;
  decided_at: Date;
  decided_by: string;
  note: string;
  reason: string;
  paid_at: Date | null;
  paid_from_id: number | null;
  paid_bank_code: string | null;
  paid_bank_name: string | null;
  paid_account_number: string | null;
  paid_account_name: string | null;
  paid_reference: string;
  sort_key: string;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `staff:<username>` as the decision stores it; `system` as it is. */
const decider = (by: string) => by.replace(/^staff:/, '');

/**
 * The automatic mode as staff type it in the "who decided" filter: the console's Thai word (ระบบ, or
 * ระบบอัตโนมัติ as its table shows it), or `system` as the API names it. No username is Thai (a-z, 0-9, ._-).
 */
const SYSTEM_WORDS = new Set(['ระบบ', 'ระบบอัตโนมัติ', 'system']);

/** Who decided, as the filter searches it: `system` for the automatic mode, else the username typed. */
const deciderSearched = (typed: string | undefined) => {
  const text = typed?.trim();
  if (!text) return null;
  return SYSTEM_WORDS.has(text.toLowerCase()) ? 'system' : text;
};

const STATUS = {
  approved: `w.status = 'approved'`,
  refused: `w.status = 'refused'`,
  awaiting_payout: `w.status = 'approved' AND w.paid_at IS NULL`,
} as const;

/** Baht of a filter to satang, or a Thai refusal (a bound with more than two decimals). */
const bound = (baht: number | undefined) => {
  if (baht === undefined) return null;
  try {
    return toSatang(baht);
  } catch {
    return fail('INVALID_INPUT');
  }
};

/**
 * Decided withdrawals of the agent, newest decision first: by member (phone or name, a part), amount range
 * (baht, both ends included), Bangkok days of the decision, who decided (a staff username, or the automatic
 * mode: ระบบ or `system`) and status. `limit` overrides the page (the CSV export takes up to 10,000 rows at once).
 */
export const searchWithdrawalHistory = async (
  q: Queryable,
  agentId: number,
  search: WithdrawalHistoryQuery,
  limit?: number,
): Promise<WithdrawalHistoryPage> => {
  const pageSize = limit ?? search.page_size ?? 50;
  // The CSV (with `limit`) reads from the newest, whatever page the screen shows.
  const after = limit ? null : readCursor(search.cursor, 'time');
  const member = search.member?.trim();
  const status = search.status ? STATUS[search.status] : `w.status <> 'pending'`;
  const fromWhere = `FROM withdrawals w
       JOIN members m ON m.id = w.member_id
       JOIN banks b ON b.code = w.bank_code
       LEFT JOIN agent_bank_accounts pa ON pa.id = w.paid_from_account_id
       LEFT JOIN banks pb ON pb.code = pa.bank_code
      WHERE w.agent_id = $1 AND ${status}
        AND ($2::text IS NULL OR m.phone LIKE $2 OR m.full_name ILIKE $2)
        AND ($3::bigint IS NULL OR w.amount >= $3)
        AND ($4::bigint IS NULL OR w.amount <= $4)
        AND ($5::timestamptz IS NULL OR w.decided_at >= $5)
        AND ($6::timestamptz IS NULL OR w.decided_at < $6)
        AND ($7::text IS NULL OR w.decided_by = $7 OR w.decided_by = 'staff:' || $7)`;
  const params = [
    agentId,
    member ? `%${escapeLike(member)}%` : null,
    bound(search.min_amount),
    bound(search.max_amount),
    search.from ? dayStart(search.from).toISOString() : null,
    search.to ? dayStart(search.to, 1).toISOString() : null,
    deciderSearched(search.staff),
  ];
  // Keyset on (decided_at, id), newest decision first (index withdrawals_history, migration 1100).
  const { rows } = await q.query<Row>(
    `SELECT w.id::int AS id, w.amount, w.status, m.id::int AS member_id, m.phone, m.full_name, w.bank_code,
            b.name_th AS bank_name, w.bank_account, w.account_name, w.created_at, w.decided_at, w.decided_by,
            w.note, w.reason, w.paid_at, pa.id AS paid_from_id, pa.bank_code AS paid_bank_code,
            pb.name_th AS paid_bank_name, pa.account_number AS paid_account_number,
            pa.account_name AS paid_account_name, w.paid_reference, w.decided_at::text AS sort_key
       ${fromWhere}
        ${after ? 'AND (w.decided_at, w.id) < ($9::timestamptz, $10::bigint)' : ''}
      ORDER BY w.decided_at DESC, w.id DESC
      LIMIT $8`,
    [...params, pageSize + 1, ...(after ? [after.key, after.id] : [])],
  );
  const page = keysetPage(rows, pageSize);
  const total = limit
    ? { total: page.rows.length, total_capped: false }
    : await boundedTotal(q, fromWhere, params);
  return {
    items: page.rows.map((row): WithdrawalHistoryItem => ({
      id: row.id,
      amount: toBaht(Number(row.amount)),
      status: row.status,
      member: { id: row.member_id, phone: row.phone, full_name: row.full_name },
      bank: {
        code: row.bank_code,
        name: row.bank_name,
        account: row.bank_account,
        account_name: row.account_name,
      },
      created_at: new Date(row.created_at).toISOString(),
      decided_at: new Date(row.decided_at).toISOString(),
      decided_by: decider(row.decided_by),
      note: row.note,
      reason: row.reason,
      paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
      paid_from:
        row.paid_from_id === null
          ? null
          : {
              id: row.paid_from_id,
              bank_code: row.paid_bank_code!,
              bank_name: row.paid_bank_name!,
              account_number: row.paid_account_number!,
              account_name: row.paid_account_name!,
            },
      bank_reference: row.paid_reference,
    })),
    ...total,
    next_cursor: page.nextCursor,
    page_size: pageSize,
  };
};

const CSV_ROWS = 10_000;
const statusText = (item: WithdrawalHistoryItem) =>
  item.status === 'refused' ? 'ปฏิเสธ' : item.paid_at ? 'โอนแล้ว' : 'อนุมัติแล้ว รอโอน';

/** The history's CSV (the one writer, `@contract/csv`: UTF-8 with BOM, formula-safe), at most 10,000 rows. */
export const withdrawalHistoryCsv = async (q: Queryable, agentId: number, search: WithdrawalHistoryQuery) => {
  const { items } = await searchWithdrawalHistory(q, agentId, search, CSV_ROWS);
  return toCsv([
    [
      'เลขที่',
      'ขอถอนเมื่อ',
      'ตัดสินเมื่อ',
      'สถานะ',
      'จำนวนเงิน (บาท)',
      'เบอร์โทร',
      'ชื่อสมาชิก',
      'ธนาคารสมาชิก',
      'เลขบัญชีสมาชิก',
      'ชื่อบัญชีสมาชิก',
      'ผู้ตัดสิน',
      'บันทึกภายใน',
      'เหตุผลที่แจ้งสมาชิก',
      'โอนเมื่อ',
      'โอนจากบัญชี',
      'เลขอ้างอิง',
    ],
    ...items.map((item) => [
      item.id,
      thaiDateTime(new Date(item.created_at)),
      thaiDateTime(new Date(item.decided_at)),
      statusText(item),
      csvBaht(item.amount),
      item.member.phone,
      item.member.full_name,
      item.bank.name,
      item.bank.account,
      item.bank.account_name,
      item.decided_by,
      item.note,
      item.reason,
      item.paid_at ? thaiDateTime(new Date(item.paid_at)) : '',
      item.paid_from ? `${item.paid_from.bank_name} ${item.paid_from.account_number}` : '',
      item.bank_reference,
    ]),
  ]);
};
