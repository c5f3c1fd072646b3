import { toBaht, toSatang } from '@contract/money';
import type { PollQuota } from '@contract/poll/poll';
import { bangkokDay, dayStart } from '@server/reports/bangkok-days';
import type { Queryable } from '@server/db/db';
import { rulesOf, type PollRow } from './polls';

/** Where the quota's period starts: the Bangkok day (daily quota) or the poll's opening. */
const periodStart = (poll: PollRow, now: Date): Date =>
  poll.quota_period === 'day' ? dayStart(bangkokDay(now)) : poll.opens_at;

/**
 * Satang deposited by the member since `start`: the ledger's 'deposit' entries into the member's own money
 * wallets, the same source the deposit quests read, so an adjustment or a bonus earns no votes.
 */
const depositedSince = async (q: Queryable, memberId: number, start: Date, end: Date) => {
  const { rows } = await q.query<{ total: string }>(
    `SELECT coalesce(sum(e.amount), 0) AS total
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id = $1 AND a.owner = 'member' AND a.asset = 'thb' AND e.kind = 'deposit'
        AND e.amount > 0 AND e.created_at >= $2 AND e.created_at < $3`,
    [memberId, start, end],
  );
  return Number(rows[0]?.total ?? 0);
};

/** Votes the rules give for what was deposited, and the satang still to deposit for one more (deposit rules). */
const quotaOf = (poll: PollRow, deposited: number) => {
  let quota = 0;
  let nextAt: number | null = null;
  for (const rule of rulesOf(poll)) {
    if (rule.type === 'fixed') {
      quota += rule.votes;
      continue;
    }
    const per = toSatang(rule.per_baht);
    const steps = Math.floor(deposited / per);
    quota += steps * rule.votes;
    const missing = (steps + 1) * per - deposited;
    nextAt = nextAt === null ? missing : Math.min(nextAt, missing);
  }
  return { quota, nextAt };
};

/**
 * The member's quota in the poll's period: what the rules give, the votes already cast in that period, and what
 * earns more. Read live from the ledger and the votes; called again under the member's lock by submit.
 */
export const memberQuota = async (
  q: Queryable,
  poll: PollRow,
  memberId: number,
  now: Date,
): Promise<PollQuota> => {
  const start = periodStart(poll, now);
  // The database clock dates deposits and votes; a far end bound keeps a test clock behind it from hiding them.
  const end = new Date(Math.max(now.getTime(), Date.now()) + 86_400_000);
  const deposited = await depositedSince(q, memberId, start, end);
  const { quota, nextAt } = quotaOf(poll, deposited);
  const { rows } = await q.query<{ used: number; choice: number | null }>(
    `SELECT count(*) FILTER (WHERE created_at >= $3)::int AS used, min(choice_id)::int AS choice
       FROM poll_votes WHERE poll_id = $1 AND member_id = $2`,
    [poll.id, memberId, start],
  );
  const used = rows[0]?.used ?? 0;
  return {
    poll_id: poll.id,
    period: poll.quota_period,
    quota,
    used,
    remaining: Math.max(0, quota - used),
    deposited: toBaht(deposited),
    next_vote_deposit: nextAt === null ? null : toBaht(nextAt),
    my_choice_id: poll.prize_mode === 'none' ? null : (rows[0]?.choice ?? null),
  };
};
