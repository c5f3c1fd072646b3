import { toBaht, type Satang } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { Campaign } from './campaigns';
import { agentRewardSettings } from './promotions/agent-settings';

/** Below this a wallet holding bonus money is spent: its requirement is void (the bonus was played away). */
const SPENT_BELOW: Satang = 100 as Satang;

export type TurnoverRequirement = {
  id: number;
  walletTypeId: number;
  walletName: string;
  required: Satang;
  /** Stakes from that wallet in the allowed categories since the requirement started, at most `required`. */
  progress: Satang;
  owed: Satang;
  categories: string[];
  startedAt: Date;
  description: string;
};

type Row = {
  id: string;
  wallet_type_id: number;
  name_th: string;
  required: string;
  categories: string[];
  started_at: Date;
  description: string | null;
  balance: string | null;
  progress: string;
};

/**
 * Progress is counted, never stored: each requirement sums the member's stakes from its wallet in its categories
 * placed since it started and standing by now (the `member_play` view: games' bets not rolled back; lotto bills
 * not cancelled, once their round has closed), so it always agrees with the bets themselves, and a requirement
 * is never met by a stake the member can still take back. Each requirement counts on its own: with the agent's default of one
 * active turnover promotion at a time there is one per wallet.
 *
 * Games' stakes of the whole Bangkok days since it started come from the running totals (`member_day_totals`,
 * migration 1250), the rest of its first day and today's from the wallet's bets of those days alone (the
 * (wallet_id, created_at) index); lotto bills from the member's bills (a bill placed after the start counts
 * once its round has closed, which a day row of the close day cannot tell).
 */
const DAY_START = (day: string) => `((${day})::timestamp - interval '7 hours') AT TIME ZONE 'UTC'`;
const GAME_BETS = `SELECT coalesce(sum(s.amount), 0) FROM seamless_transactions s JOIN games g ON g.code = s.game_code
                    WHERE s.wallet_id = w.id AND s.member_id = r.member_id AND s.kind = 'bet' AND s.status = 'done'
                      AND g.category = ANY(r.categories) AND s.created_at <= $2`;
const READ = `
  SELECT r.id, r.wallet_type_id, t.name_th, r.required, r.categories, r.started_at, aw.description, w.balance,
         (SELECT coalesce(sum(d.stake), 0) FROM member_day_totals d
           WHERE d.member_id = r.member_id AND d.wallet_id = w.id AND d.category = ANY(r.categories)
             AND d.category <> 'lotto' AND d.day >= win.from_day AND d.day < win.to_day)
         + (${GAME_BETS} AND s.created_at >= r.started_at AND s.created_at < ${DAY_START('win.from_day')})
         + (${GAME_BETS} AND s.created_at >= greatest(r.started_at, ${DAY_START('win.to_day')}))
         + (SELECT coalesce(sum(b.total), 0) FROM lotto_bills b JOIN lotto_rounds lr ON lr.id = b.round_id
             WHERE 'lotto' = ANY(r.categories) AND b.member_id = r.member_id AND b.wallet_id = w.id
               AND b.created_at >= r.started_at AND lr.close_at <= $2 AND b.status IN ('pending', 'won', 'lost'))
           AS progress
    FROM turnover_requirements r
    JOIN wallet_types t ON t.id = r.wallet_type_id
    LEFT JOIN reward_awards aw ON aw.id = r.award_id
    LEFT JOIN ledger_accounts w ON w.member_id = r.member_id AND w.wallet_type_id = r.wallet_type_id
                               AND w.owner = 'member' AND w.asset = 'thb'
    CROSS JOIN LATERAL (
      SELECT f.day AS from_day, greatest(f.day, bangkok_day($2)) AS to_day
        FROM (SELECT bangkok_day(r.started_at)
                     + CASE WHEN r.started_at = ${DAY_START('bangkok_day(r.started_at)')} THEN 0 ELSE 1 END AS day) f
    ) win
   WHERE r.member_id = $1 AND r.status = 'active'`;

const openOf = (row: Row): TurnoverRequirement => {
  const required = Number(row.required);
  const progress = Number(row.progress);
  return {
    id: Number(row.id),
    walletTypeId: row.wallet_type_id,
    walletName: row.name_th,
    required: required as Satang,
    progress: progress as Satang,
    owed: (required - progress) as Satang,
    categories: row.categories,
    startedAt: row.started_at,
    description: row.description ?? '',
  };
};

/**
 * Of requirements whose wallet is played down, those with no bet still open from that wallet: a game round
 * without its settlement (a sports bet settles days later) or a pending lotto bill may still pay the wallet back,
 * and voiding the requirement meanwhile would let that win leave without turnover.
 */
const withoutOpenBets = async (q: Queryable, memberId: number, ids: number[]): Promise<number[]> => {
  if (ids.length === 0) return [];
  const { rows } = await q.query<{ id: string }>(
    `SELECT r.id FROM turnover_requirements r
       JOIN ledger_accounts w ON w.member_id = r.member_id AND w.wallet_type_id = r.wallet_type_id
                             AND w.owner = 'member' AND w.asset = 'thb'
      WHERE r.member_id = $1 AND r.id = ANY($2::bigint[])
        AND NOT EXISTS (
          SELECT 1 FROM seamless_transactions b
           WHERE b.wallet_id = w.id AND b.kind = 'bet' AND b.status = 'done' AND b.created_at >= r.started_at
             AND NOT EXISTS (SELECT 1 FROM seamless_transactions s
                              WHERE s.provider_id = b.provider_id AND s.member_id = b.member_id
                                AND s.round_id = b.round_id AND s.kind = 'settle'))
        AND NOT EXISTS (SELECT 1 FROM lotto_bills l WHERE l.member_id = r.member_id AND l.wallet_id = w.id
                                                     AND l.status = 'pending')`,
    [memberId, ids],
  );
  return rows.map((row) => Number(row.id));
};

/**
 * The member's active turnover requirements with their progress. Requirements met are closed as 'met', and those
 * whose wallet was played down below SPENT_BELOW as 'void', in the same call (a guarded UPDATE: idempotent).
 */
export const turnoverRequirements = async (
  q: Queryable,
  memberId: number,
  now: Date,
): Promise<TurnoverRequirement[]> => {
  // Most members owe nothing: one indexed probe (prepared) answers them without planning the view's query.
  const any = await q.query(
    `SELECT 1 FROM turnover_requirements WHERE member_id = $1 AND status = 'active' LIMIT 1`,
    [memberId],
    { name: 'turnover_any_active' },
  );
  if (any.rowCount === 0) return [];
  const { rows } = await q.query<Row>(`${READ} ORDER BY r.id`, [memberId, now], {
    name: 'turnover_requirements_read',
  });
  const open: TurnoverRequirement[] = [];
  const met: number[] = [];
  const spent: number[] = [];
  for (const row of rows) {
    const required = Number(row.required);
    const progress = Number(row.progress);
    if (progress >= required) met.push(Number(row.id));
    else if (Number(row.balance ?? 0) < SPENT_BELOW) spent.push(Number(row.id));
    else open.push(openOf(row));
  }
  const spentIds = await withoutOpenBets(q, memberId, spent);
  for (const row of rows) {
    const id = Number(row.id);
    if (spent.includes(id) && !spentIds.includes(id)) open.push(openOf(row));
  }
  open.sort((a, b) => a.id - b.id);
  if (met.length > 0 || spentIds.length > 0) {
    await q.query(
      `UPDATE turnover_requirements
          SET status = CASE WHEN id = ANY($1::bigint[]) THEN 'met' ELSE 'void' END, closed_at = now(),
              note = CASE WHEN id = ANY($1::bigint[]) THEN '' ELSE 'ยอดเงินในกระเป๋าหมด' END
        WHERE status = 'active' AND id = ANY($1::bigint[] || $2::bigint[])`,
      [met, spentIds],
    );
  }
  return open;
};

/** Satang still to be staked before money may leave a wallet type (0: nothing owed). */
export const turnoverOwed = async (
  q: Queryable,
  memberId: number,
  walletTypeId: number,
  now: Date,
): Promise<Satang> => {
  const open = await turnoverRequirements(q, memberId, now);
  return open.filter((r) => r.walletTypeId === walletTypeId).reduce((sum, r) => sum + r.owed, 0) as Satang;
};

/** TURNOVER_UNMET, naming the baht still owed, while a requirement on the wallet type is open. */
export const assertTurnoverMet = async (q: Queryable, memberId: number, walletTypeId: number, now: Date) => {
  const owed = await turnoverOwed(q, memberId, walletTypeId, now);
  if (owed > 0) {
    const baht = toBaht(owed).toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fail(
      'TURNOVER_UNMET',
      { owed: toBaht(owed) },
      `ยังทำยอดเทิร์นโอเวอร์ไม่ครบ ต้องเล่นอีก ${baht} บาท จึงจะถอนหรือโยกเงินได้`,
    );
  }
};

/**
 * One turnover award at a time unless the agent allows more (issue 25): a member with an open requirement (any
 * wallet) is refused every award whose money carries turnover, whatever feature grants it (a promotion, a
 * coupon after a deposit promotion, a quest, cashback with turnover). grantAward calls it under the member's
 * turnover lock, so two awards granted in parallel cannot both pass; the promotion list asks it read-only.
 */
export const assertNoOpenTurnover = async (q: Queryable, campaign: Campaign, memberId: number, now: Date) => {
  if (campaign.turnoverMultiplier <= 0) return;
  if ((await agentRewardSettings(q, campaign.agentId)).allowMultipleTurnover) return;
  if ((await turnoverRequirements(q, memberId, now)).length > 0) fail('PROMO_TURNOVER_OPEN');
};

/** The member's turnover lock: awards carrying turnover are decided one after another per member. */
export const lockMemberTurnover = (q: Queryable, memberId: number) =>
  q.query(`SELECT pg_advisory_xact_lock(8100, $1::int)`, [memberId]);
