import type { SmsDay, SmsList, SmsQuery, SmsStatus } from '@contract/admin/sms';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { keysetPage, readCursor } from '@server/http/keyset';
import { dayRange } from '@server/reports/bangkok-days';
import { maskPhone } from '../mask';

const PAGE_SIZE = 100;

type Row = {
  id: number;
  created_at: Date;
  phone: string;
  purpose: string;
  status: SmsStatus;
  status_detail: string | null;
  segments: number;
  credits: string | null;
  cost: string;
};

type DayRow = {
  day: string;
  messages: number;
  delivered: number;
  failed: number;
  segments: string;
  cost: string;
};

/**
 * The console's SMS page for one agent: its messages over a range of Bangkok days (phone masked, never the
 * text), and per day the count, how many were delivered or failed, the segments and the cost.
 */
export const smsList = async (q: Queryable, agentId: number, query: SmsQuery): Promise<SmsList> => {
  const range = dayRange(query.from, query.to, 93);
  const window = [agentId, range.start.toISOString(), range.end.toISOString()];
  const after = readCursor(query.cursor, 'time');
  const [list, days] = await Promise.all([
    q.query<Row & { sort_key: string }>(
      `SELECT id::int AS id, created_at, phone, purpose, status, status_detail, segments, credits, cost,
              created_at::text AS sort_key
         FROM sms_messages WHERE agent_id = $1 AND created_at >= $2 AND created_at < $3
          ${after ? 'AND (created_at, id) < ($5::timestamptz, $6::bigint)' : ''}
        ORDER BY created_at DESC, id DESC LIMIT $4`,
      [...window, PAGE_SIZE + 1, ...(after ? [after.key, after.id] : [])],
    ),
    q.query<DayRow>(
      `SELECT to_char(created_at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD') AS day, count(*)::int AS messages,
              count(*) FILTER (WHERE status = 'delivered')::int AS delivered,
              count(*) FILTER (WHERE status IN ('failed', 'undelivered', 'expired', 'rejected'))::int AS failed,
              sum(segments)::text AS segments, sum(cost)::text AS cost
         FROM sms_messages WHERE agent_id = $1 AND created_at >= $2 AND created_at < $3
        GROUP BY 1 ORDER BY 1 DESC`,
      window,
    ),
  ]);
  const page = keysetPage(list.rows, PAGE_SIZE);
  return {
    messages: page.rows.map((row) => ({
      id: row.id,
      created_at: new Date(row.created_at).toISOString(),
      phone: maskPhone(row.phone),
      purpose: row.purpose,
      status: row.status,
      status_detail: row.status_detail,
      segments: row.segments,
      credits: row.credits === null ? null : Number(row.credits),
      cost: toBaht(Number(row.cost)),
    })),
    total: days.rows.reduce((n, day) => n + day.messages, 0),
    next_cursor: page.nextCursor,
    page_size: PAGE_SIZE,
    days: days.rows.map((row): SmsDay => ({
      day: row.day,
      messages: row.messages,
      delivered: row.delivered,
      failed: row.failed,
      segments: Number(row.segments),
      cost: toBaht(Number(row.cost)),
    })),
  };
};
