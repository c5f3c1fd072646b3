import type { QueuedWithdrawal, WithdrawalFlag, WithdrawalQueue } from '@contract/admin/withdrawals';
import { toBaht } from '@contract/money';
import { WALLET_TYPE } from '@contract/wallet';
import { membersWithStrongLinks } from '@server/accounts/admin/linked-members';
import type { Queryable } from '@server/db/db';
import { turnoverOwed } from '@server/rewards/turnover';

const PAGE = 50;
const NEW_ACCOUNT_DAYS = 3;
const DAY_MS = 86_400_000;

type Row = {
  id: number;
  amount: number;
  created_at: Date;
  bank_code: string;
  bank_name: string;
  bank_account: string;
  account_name: string;
  member_id: number;
  phone: string;
  full_name: string;
  member_created_at: Date;
  since: Date | null;
  deposits_since: number;
  stakes_since: number;
  awaiting_payout: boolean;
};

/**
 * Pending withdrawals and approvals awaiting their payout (the automatic mode's), oldest first, each with the
 * member's context. "Since" is the member's last approved withdrawal before this one: deposits and stakes (bet
 * debits, gross) on the member's wallets after it.
 */
const QUEUE = `
  SELECT w.id::int AS id, w.amount, w.created_at, w.bank_code, b.name_th AS bank_name, w.bank_account, w.account_name,
         m.id::int AS member_id, m.phone, m.full_name, m.created_at AS member_created_at, prev.created_at AS since,
         coalesce(moved.deposits, 0)::bigint AS deposits_since, coalesce(moved.stakes, 0)::bigint AS stakes_since,
         w.status = 'approved' AS awaiting_payout
    FROM withdrawals w
    JOIN members m ON m.id = w.member_id
    JOIN banks b ON b.code = w.bank_code
    LEFT JOIN LATERAL (
      SELECT p.created_at FROM withdrawals p
       WHERE p.member_id = w.member_id AND p.status = 'approved' AND p.id < w.id ORDER BY p.id DESC LIMIT 1
    ) prev ON true
    LEFT JOIN LATERAL (
      SELECT sum(e.amount) FILTER (WHERE e.kind = 'deposit') AS deposits,
             -sum(e.amount) FILTER (WHERE e.kind = 'bet') AS stakes
        FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
       WHERE a.member_id = w.member_id AND a.owner = 'member' AND a.asset = 'thb'
         AND e.kind IN ('deposit', 'bet') AND (prev.created_at IS NULL OR e.created_at > prev.created_at)
    ) moved ON true
   WHERE w.agent_id = $1 AND (w.status = 'pending' OR (w.status = 'approved' AND w.paid_at IS NULL))
     AND ($3::bigint IS NULL OR w.id = $3)
   ORDER BY w.id
   LIMIT $2`;

type WalletRow = {
  member_id: number;
  wallet_type_id: number;
  name_th: string;
  balance: number;
  withdrawable: boolean;
  turnover_multiplier: number;
};

const flagsOf = (row: Row, now: Date, linked: Set<number>): WithdrawalFlag[] => {
  const flags: WithdrawalFlag[] = [];
  if (row.since === null) flags.push('first_withdrawal');
  if (Number(row.deposits_since) > 0 && Number(row.stakes_since) === 0) flags.push('no_play_since_deposit');
  if (now.getTime() - new Date(row.member_created_at).getTime() < NEW_ACCOUNT_DAYS * DAY_MS)
    flags.push('new_account');
  if (Number(row.amount) > Number(row.deposits_since)) flags.push('more_than_deposits');
  if (linked.has(row.member_id)) flags.push('linked_accounts');
  return flags;
};

/** The queue; `only` reads one withdrawal of it, as the automatic mode does to see its flags. */
export const withdrawalQueue = async (
  q: Queryable,
  agentId: number,
  now = new Date(),
  only: number | null = null,
): Promise<WithdrawalQueue> => {
  const [page, count] = await Promise.all([
    q.query<Row>(QUEUE, [agentId, PAGE, only]),
    q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM withdrawals
        WHERE agent_id = $1 AND (status = 'pending' OR (status = 'approved' AND paid_at IS NULL))`,
      [agentId],
    ),
  ]);
  const members = [...new Set(page.rows.map((row) => row.member_id))];
  const wallets = await q.query<WalletRow>(
    `SELECT a.member_id::int AS member_id, a.wallet_type_id, t.name_th, a.balance, t.withdrawable, t.turnover_multiplier
       FROM ledger_accounts a JOIN wallet_types t ON t.id = a.wallet_type_id
      WHERE a.member_id = ANY($1::bigint[]) AND a.owner = 'member' AND a.asset = 'thb'
      ORDER BY t.sort, a.id`,
    [members],
  );
  // One read finds the few members of the page with a turnover condition open; only they are worked out.
  const owing = await q.query<{ member_id: number }>(
    `SELECT DISTINCT member_id::int AS member_id FROM turnover_requirements
      WHERE member_id = ANY($1::bigint[]) AND status = 'active'`,
    [members],
  );
  // Members of the page who share a bank account or a device with another member (accounts/admin/linked-members).
  const linked = await membersWithStrongLinks(q, agentId, members);
  const owed = new Map<number, number>();
  for (const { member_id } of owing.rows)
    owed.set(member_id, await turnoverOwed(q, member_id, WALLET_TYPE.main, now));
  const items = page.rows.map((row): QueuedWithdrawal => ({
    id: row.id,
    amount: toBaht(Number(row.amount)),
    created_at: new Date(row.created_at).toISOString(),
    member: {
      id: row.member_id,
      phone: row.phone,
      full_name: row.full_name,
      created_at: new Date(row.member_created_at).toISOString(),
      account_age_days: Math.floor((now.getTime() - new Date(row.member_created_at).getTime()) / DAY_MS),
    },
    bank: {
      code: row.bank_code,
      name: row.bank_name,
      account: row.bank_account,
      account_name: row.account_name,
    },
    wallets: wallets.rows
      .filter((w) => w.member_id === row.member_id)
      .map((w) => ({
        wallet_type_id: w.wallet_type_id,
        name: w.name_th,
        balance: toBaht(Number(w.balance)),
        withdrawable: w.withdrawable,
        turnover_multiplier: w.turnover_multiplier,
      })),
    since: row.since ? new Date(row.since).toISOString() : null,
    deposits_since: toBaht(Number(row.deposits_since)),
    stakes_since: toBaht(Number(row.stakes_since)),
    turnover_owed: toBaht(owed.get(row.member_id) ?? 0),
    awaiting_payout: row.awaiting_payout,
    flags: flagsOf(row, now, linked),
  }));
  return { items, total: count.rows[0]!.n };
};
