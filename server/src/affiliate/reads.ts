import type { Satang } from '@contract/money';
import type { Queryable } from '@server/db/db';
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

/** The members I referred (level 1) and those they referred (level 2), with what each earned me, newest first. */
export const affiliateNetwork = async (
  q: Queryable,
  memberId: number,
  { masked = true, limit = 50, offset = 0 } = {},
): Promise<{ items: NetworkMember[]; total: number }> => {
  const { rows } = await q.query<{
    id: string;
    phone: string;
    full_name: string;
    level: number;
    created_at: Date;
    commission: string;
    total: string;
  }>(
    `WITH net AS (
       SELECT id, phone, full_name, created_at, 1 AS level FROM members WHERE referred_by = $1
       UNION ALL
       SELECT m.id, m.phone, m.full_name, m.created_at, 2 FROM members m
         JOIN members r ON r.id = m.referred_by WHERE r.referred_by = $1
     )
     SELECT net.*, count(*) OVER () AS total,
       (SELECT coalesce(sum((c.detail ->> net.id::text)::bigint), 0) FROM affiliate_commissions c
         WHERE c.referrer_id = $1 AND c.level = net.level AND c.status IN ('credited', 'released')) AS commission
       FROM net ORDER BY net.created_at DESC, net.id DESC LIMIT $2 OFFSET $3`,
    [memberId, limit, offset],
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((row) => ({
      id: Number(row.id),
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

/** Commission credits (+) and redeems (-) of the member's affiliate wallet, newest first. */
export const affiliateTransactions = async (
  q: Queryable,
  memberId: number,
  { limit = 50, offset = 0 } = {},
): Promise<AffiliateTransaction[]> => {
  const { rows } = await q.query<{ id: string; amount: string; description: string; created_at: Date }>(
    `SELECT e.id, e.amount, t.description, e.created_at
       FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
       JOIN ledger_transfers t ON t.id = e.transfer_id
      WHERE a.member_id = $1 AND a.wallet_type_id = $2 AND a.owner = 'member' AND a.asset = 'thb'
      ORDER BY e.id DESC LIMIT $3 OFFSET $4`,
    [memberId, AFFILIATE_WALLET, limit, offset],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    type: Number(row.amount) > 0 ? 'commission' : 'redeem',
    amount: Math.abs(Number(row.amount)) as Satang,
    description: row.description,
    createdAt: row.created_at,
  }));
};
