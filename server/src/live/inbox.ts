import { toBaht } from '@contract/money';
import type { InboxItem } from '@contract/inbox';
import type { Queryable } from '@server/db/db';
import { MEMBER_EVENTS_CHANNEL } from './member-events';

export type InboxKind = InboxItem['kind'];

/** What the server writes into an inbox itself (the ledger's rows have theirs in their SQL file). */
export const inboxText = {
  withdrawalPaid: 'ถอนเงินสำเร็จ',
  withdrawalPaidTo: (account: string) => `โอนเข้าบัญชี ${account} แล้ว`,
  withdrawalRefused: 'ถอนเงินไม่สำเร็จ',
  withdrawalRefusedNoReason: 'เงินคืนเข้ากระเป๋าหลักแล้ว ติดต่อแอดมินหากมีข้อสงสัย',
};

/**
 * Tells the member something in their inbox, once per `source` (what it tells of), in the caller's transaction:
 * the row and the page's notification commit with the change they tell of, or not at all. The ledger's credits
 * write their own rows (server/sql/live/member-told-of-entry.sql); this is for what the ledger cannot say (a
 * withdrawal's decision and its reason).
 */
export const tellMember = async (
  q: Queryable,
  entry: {
    memberId: number;
    kind: InboxKind;
    title: string;
    body: string;
    amount: number | null;
    source: string;
  },
) => {
  await q.query(
    `INSERT INTO member_inbox (member_id, kind, title, body, amount, source) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (source) DO NOTHING`,
    [entry.memberId, entry.kind, entry.title, entry.body.slice(0, 500), entry.amount, entry.source],
  );
  await q.query(`SELECT pg_notify($1, $2)`, [MEMBER_EVENTS_CHANNEL, `inbox:${entry.memberId}`]);
};

type InboxRow = {
  id: number;
  kind: InboxKind;
  title: string;
  body: string;
  amount: number | null;
  created_at: Date;
  read_at: Date | null;
};

const toItem = (row: InboxRow): InboxItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  amount: row.amount === null ? null : toBaht(row.amount),
  created_at: new Date(row.created_at).toISOString(),
  read: row.read_at !== null,
});

/** The member's inbox, newest first, `limit` at a time before `before` (an id), with the unread count. */
export const memberInbox = async (
  q: Queryable,
  memberId: number,
  { before, limit }: { before?: number; limit: number },
) => {
  const [items, unread] = await Promise.all([
    q.query<InboxRow>(
      `SELECT id, kind, title, body, amount, created_at, read_at FROM member_inbox
        WHERE member_id = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
      [memberId, before ?? null, limit + 1],
    ),
    unreadCount(q, memberId),
  ]);
  const page = items.rows.slice(0, limit).map(toItem);
  return {
    items: page,
    unread,
    next_before: items.rows.length > limit ? page[page.length - 1]!.id : null,
  };
};

const unreadCount = async (q: Queryable, memberId: number) => {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM member_inbox WHERE member_id = $1 AND read_at IS NULL`,
    [memberId],
  );
  return rows[0]!.n;
};

/** Marks the member's rows up to `upTo` (an id; all when absent) read; another member's ids change nothing. */
export const markInboxRead = async (q: Queryable, memberId: number, upTo?: number) => {
  await q.query(
    `UPDATE member_inbox SET read_at = now()
      WHERE member_id = $1 AND read_at IS NULL AND ($2::bigint IS NULL OR id <= $2)`,
    [memberId, upTo ?? null],
  );
  return unreadCount(q, memberId);
};
