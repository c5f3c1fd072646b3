import type { Satang } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { keysetPage, readCursor } from '@server/http/keyset';
import { bangkokDay } from '@server/rewards/periods';
import { AFFILIATE_WALLET } from './settings';

/** 0812345678 -> 081***5678: enough for a member to recognise a friend, not to call a stranger. */
const maskPhone = (phone: string) => `${phone.slice(0, 3)}***${phone.slice(-4)}`;
/** สมชาย ใจดี -> สมชาย ใ***: first name and the surname's first letter. */
const maskName = (name: string) => {
  const [first = '', last = ''] = name.trim().split(/\s+/);
  return last ? `${first} ${[...last][0]}***` : first;
};

export type Summary = {
  code: string;
  clicks: number;
  signUps: number;
  firstDeposits: number;
  today: Satang;
  month: Satang;
  redeemable: Satang;
  held: Satang;
};

export const affiliateSummary = async (q: Queryable, memberId: number, now: Date): Promise<Summary> => {
  const today = bangkokDay(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const { rows } = await q.query<Record<string, string>>(
    `SELECT m.referral_code AS code,
       (SELECT count(*) FROM affiliate_clicks c WHERE c.member_id = m.id) AS clicks,
       (SELECT count(*) FROM members r WHERE r.referred_by = m.id) AS sign_ups,
       (SELECT count(*) FROM members r WHERE r.referred_by = m.id AND EXISTS (
          SELECT 1 FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
           WHERE a.member_id = r.id AND e.kind = 'deposit')) AS first_deposits,
       (SELECT coalesce(sum(amount), 0) FROM affiliate_commissions WHERE referrer_id = m.id
           AND status IN ('credited', 'released') AND day = $2::date) AS today,
       (SELECT coalesce(sum(amount), 0) FROM affiliate_commissions WHERE referrer_id = m.id
           AND status IN ('credited', 'released') AND day >= $3::date) AS month,
       (SELECT coalesce(sum(amount), 0) FROM affiliate_commissions WHERE referrer_id = m.id
           AND status = 'held') AS held,
       (SELECT coalesce(max(balance), 0) FROM ledger_accounts WHERE member_id = m.id
           AND wallet_type_id = $4 AND owner = 'member' AND asset = 'thb') AS redeemable
     FROM members m WHERE m.id = $1`,
    [memberId, today, monthStart, AFFILIATE_WALLET],
  );
  const row = rows[0]!;
  return {
    code: row.code!,
    clicks: Number(row.clicks),
    signUps: Number(row.sign_ups),
    firstDeposits: Number(row.first_deposits),
    today: Number(row.today) as Satang,
    month: Number(row.month) as Satang,
    redeemable: Number(row.redeemable) as Satang,
    held: Number(row.held) as Satang,
  };
};

export type NetworkMember = {
  id: number;
  phone: string;
  name: string;
  level: 1 | 2;
  registeredAt: Date;
  commission: Satang;
};

/**
 * The members I referred (level 1) and those they referred (level 2), with what each earned me, newest first by
 * (created_at, id), a page after `cursor` (keyset, issue 31): at most a page read backwards from the cursor of
 * my referrals, and of each referral's (a LATERAL per referral, as the statement's per wallet), on
 * members_referred_by_time (referred_by, created_at DESC, id DESC), migration 1290; the commission summed for the
 * page's members only. `total` counts the whole network (both levels).
 */
export const affiliateNetwork = async (
  q: Queryable,
  memberId: number,
  { masked = true, limit = 50, cursor = undefined as string | undefined } = {},
): Promise<{ items: NetworkMember[]; total: number; nextCursor: string | null }> => {
  const after = readCursor(cursor, 'time');
  const { rows: fetched } = await q.query<{
    id: number;
    sort_key: string;
    phone: string;
    full_name: string;
    level: number;
    created_at: Date;
    commission: string;
  }>(
    `WITH net AS (
       (SELECT id, phone, full_name, created_at, 1 AS level FROM members
         WHERE referred_by = $1 AND ($3::timestamptz IS NULL OR (created_at, id) < ($3::timestamptz, $4::bigint))
         ORDER BY created_at DESC, id DESC LIMIT $2)
       UNION ALL
       SELECT m.id, m.phone, m.full_name, m.created_at, 2 FROM members r
         CROSS JOIN LATERAL (
           SELECT id, phone, full_name, created_at FROM members m
            WHERE m.referred_by = r.id
              AND ($3::timestamptz IS NULL OR (m.created_at, m.id) < ($3::timestamptz, $4::bigint))
            ORDER BY m.created_at DESC, m.id DESC LIMIT $2) m
        WHERE r.referred_by = $1
     ), page AS (SELECT * FROM net ORDER BY created_at DESC, id DESC LIMIT $2)
     SELECT page.id::int AS id, page.created_at::text AS sort_key, page.phone, page.full_name, page.level,
       page.created_at,
       (SELECT coalesce(sum((c.detail ->> page.id::text)::bigint), 0) FROM affiliate_commissions c
         WHERE c.referrer_id = $1 AND c.level = page.level AND c.status IN ('credited', 'released')) AS commission
       FROM page ORDER BY page.created_at DESC, page.id DESC`,
    [memberId, limit + 1, after?.key ?? null, after?.id ?? null],
  );
  const { rows, nextCursor } = keysetPage(fetched, limit);
  const counted = await q.query<{ total: number }>(
    `SELECT ((SELECT count(*) FROM members WHERE referred_by = $1)
           + (SELECT count(*) FROM members r JOIN members m ON m.referred_by = r.id WHERE r.referred_by = $1))::int
            AS total`,
    [memberId],
  );
  return {
    total: counted.rows[0]?.total ?? 0,
    nextCursor,
    items: rows.map((row) => ({
      id: row.id,
      phone: masked ? maskPhone(row.phone) : row.phone,
      name: masked ? maskName(row.full_name) : row.full_name,
      level: row.level === 2 ? 2 : 1,
      registeredAt: row.created_at,
      commission: Number(row.commission) as Satang,
    })),
  };
};

export type AffiliateTransaction = {
  id: number;
  type: 'commission' | 'redeem';
  amount: Satang;
  description: string;
  createdAt: Date;
};

/**
 * Commission credits (+) and redeems (-) of the member's affiliate wallet, newest first by entry id, a page
 * after `cursor` (keyset, issue 31) read backwards on ledger_entries_account (account_id, id).
 */
export const affiliateTransactions = async (
  q: Queryable,
  memberId: number,
  { limit = 50, cursor = undefined as string | undefined } = {},
): Promise<{ items: AffiliateTransaction[]; nextCursor: string | null }> => {
  const after = readCursor(cursor, 'integer');
  const { rows: fetched } = await q.query<{
    id: number;
    sort_key: string;
    amount: string;
    description: string;
    created_at: Date;
  }>(
    `SELECT e.id::int AS id, e.id::text AS sort_key, e.amount, t.description, e.created_at
       FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
       JOIN ledger_transfers t ON t.id = e.transfer_id
      WHERE a.member_id = $1 AND a.wallet_type_id = $2 AND a.owner = 'member' AND a.asset = 'thb'
        AND ($4::bigint IS NULL OR e.id < $4::bigint)
      ORDER BY e.id DESC LIMIT $3`,
    [memberId, AFFILIATE_WALLET, limit + 1, after?.id ?? null],
  );
  const { rows, nextCursor } = keysetPage(fetched, limit);
  const items = rows.map((row): AffiliateTransaction => ({
    id: row.id,
    type: Number(row.amount) > 0 ? 'commission' : 'redeem',
    amount: Math.abs(Number(row.amount)) as Satang,
    description: row.description,
    createdAt: row.created_at,
  }));
  return { items, nextCursor };
};
