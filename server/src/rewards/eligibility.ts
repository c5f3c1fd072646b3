import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { Eligibility } from './campaigns';
import { dayStart, bangkokDay } from './periods';

type MemberFacts = {
  created_at: Date;
  vip_level: number;
  /** How many deposits, counted to 2 at most: "first deposit" asks only whether it is 1. */
  deposits: string;
  deposited_today: boolean;
};

/**
 * Whether the member meets a campaign's eligibility at `now`; REWARD_NOT_ELIGIBLE when not. Deposits are the
 * ledger's (kind 'deposit' into any of the member's wallets), so a bank transfer matched by staff counts as much
 * as a QR payment. `depositCount` is how many deposits the award's own deposit makes (first deposit: 1).
 */
export const assertEligible = async (
  q: Queryable,
  memberId: number,
  rule: Eligibility,
  now: Date,
  { depositId }: { depositId?: number } = {},
): Promise<void> => {
  if (Object.keys(rule).length === 0) return;
  const { rows } = await q.query<MemberFacts>(
    `SELECT m.created_at, m.vip_level,
            (SELECT count(*) FROM (SELECT 1 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
              WHERE a.member_id = m.id AND a.owner = 'member' AND e.kind = 'deposit' AND e.amount > 0
              LIMIT 2) first_two) AS deposits,
            EXISTS (SELECT 1 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                     WHERE a.member_id = m.id AND a.owner = 'member' AND e.kind = 'deposit' AND e.amount > 0
                       AND e.created_at >= $2) AS deposited_today
       FROM members m WHERE m.id = $1`,
    [memberId, dayStart(bangkokDay(now))],
  );
  const facts = rows[0];
  if (!facts) return fail('REWARD_NOT_ELIGIBLE');
  const refused =
    (rule.new_member_days !== undefined &&
      now.getTime() - new Date(facts.created_at).getTime() > rule.new_member_days * 86_400_000) ||
    (rule.vip_levels !== undefined && !rule.vip_levels.includes(facts.vip_level)) ||
    (rule.first_deposit === true && (depositId === undefined || Number(facts.deposits) !== 1)) ||
    (rule.deposited_today === true && !facts.deposited_today) ||
    (rule.member_ids !== undefined && !rule.member_ids.includes(memberId));
  if (refused) fail('REWARD_NOT_ELIGIBLE');
};
