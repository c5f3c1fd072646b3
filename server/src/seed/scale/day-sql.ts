import type { ScalePlan } from './plan';

const DECLARE = `
DECLARE
  r record;
  k int;
  v_bal bigint;
  v_at timestamptz;
  v_step interval;
  v_tx text;
  v_round text;
  v_legs jsonb;
  v_win bigint;
  v_u float8;
  v_amount bigint;
  v_id bigint;
  v_hold bigint;
  v_ref text;
  v_bet jsonb;
  v_win2 jsonb;
  v_win6 jsonb;
  v_meta jsonb;
`;

type Ids = Pick<ScalePlan, 'providerId' | 'channelId'>;

/**
 * Rounds `first` to `first + count - 1` of each member `source` answers (its columns as activeMembersSql's), the
 * k-th at day_start + (k - 1) * step, with `tag` in their transaction ids.
 */
const roundsSql = (
  ids: Ids,
  source: string,
  {
    tag,
    step,
    first = 1,
    count = 1_000_000_000,
  }: { tag: string; step: string; first?: number; count?: number },
) => `
  FOR r IN ${source} LOOP
    v_bal := r.balance;
    v_step := ${step};
    v_at := r.day_start + (${first} - 1) * v_step;
    -- What a member's bets and wins carry but their key and round (ledger_apply's arguments as the ledger module
    -- builds them, transferArgs), built once a member-day: the legs and the fingerprint (what the key stands for:
    -- kind, parties, amount, ledger_fingerprint as the app's) are the same for every bet of a member's stake and
    -- for each of the two wins.
    v_legs := jsonb_build_array(jsonb_build_object(
      'from', jsonb_build_object('walletId', r.wallet_id),
      'to', jsonb_build_object('house', 'game:builtin'), 'amount', r.stake));
    v_bet := jsonb_build_object('kind', 'bet', 'description', 'เดิมพัน ' || r.game_name, 'legs', v_legs,
      'fingerprint', ledger_fingerprint('transfer', jsonb_build_object('kind', 'bet', 'legs', v_legs)));
    v_legs := jsonb_build_array(jsonb_build_object(
      'from', jsonb_build_object('house', 'game:builtin'),
      'to', jsonb_build_object('walletId', r.wallet_id), 'amount', r.stake * 2));
    v_win2 := jsonb_build_object('kind', 'win', 'description', 'ชนะ ' || r.game_name, 'legs', v_legs,
      'fingerprint', ledger_fingerprint('transfer', jsonb_build_object('kind', 'win', 'legs', v_legs)));
    v_legs := jsonb_set(v_legs, '{0,amount}', to_jsonb(r.stake * 6));
    v_win6 := v_win2 || jsonb_build_object('legs', v_legs,
      'fingerprint', ledger_fingerprint('transfer', jsonb_build_object('kind', 'win', 'legs', v_legs)));
    v_meta := jsonb_build_object('provider', 'builtin', 'game_id', r.game_code);
    FOR k IN ${first} .. least(r.plays, ${first} + ${count} - 1) LOOP
      IF v_bal < r.stake THEN
        v_amount := greatest(50000, ceil(r.stake * 20 / 10000.0)::bigint * 10000);
        v_ref := 'SC' || r.member_id || 'D' || '${tag}' || 'K' || k;
        INSERT INTO deposit_orders (ref, agent_id, member_id, channel_id, channel_type, amount, pay_amount, status,
                                    expires_at, paid_at, created_at, updated_at)
        VALUES (v_ref, r.agent_id, r.member_id, ${ids.channelId}, 'bank_transfer', v_amount, v_amount, 'paid',
                v_at + interval '15 minutes', v_at, v_at - interval '1 minute', v_at)
        RETURNING id INTO v_id;
        v_legs := jsonb_build_array(jsonb_build_object(
          'from', jsonb_build_object('house', 'deposits'),
          'to', jsonb_build_object('member', r.member_id, 'walletTypeId', 1), 'amount', v_amount));
        PERFORM ledger_apply('transfer', 'deposit:order:' || v_id, 'deposit',
          'ฝากเงิน (โอนผ่านธนาคาร) เลขที่ ' || v_ref,
          ledger_fingerprint('transfer', jsonb_build_object('kind', 'deposit', 'legs', v_legs)),
          jsonb_build_object('order_id', v_id, 'order_ref', v_ref, 'channel', 'bank_transfer', 'status', 'paid'),
          v_legs, NULL, v_at);
        v_bal := v_bal + v_amount;
      END IF;
      v_tx := r.member_id || '.' || '${tag}' || '.' || k;
      v_round := 'r' || v_tx;
      SELECT b.balance_after INTO v_bal FROM seamless_bet(${ids.providerId}, 'b' || v_tx, r.session_id,
        r.member_id, r.wallet_id, v_round, r.game_code, r.stake, v_bet || jsonb_build_object(
          'key', 'seamless:builtin:bet:b' || v_tx, 'meta', v_meta || jsonb_build_object('round_id', v_round)),
        v_at) b;
      -- About 96% back to players: a third of the rounds pay twice the stake, one in seventeen six times.
      v_u := random();
      v_win := CASE WHEN v_u < 0.06 THEN r.stake * 6 WHEN v_u < 0.36 THEN r.stake * 2 ELSE 0 END;
      SELECT s.balance INTO v_bal FROM seamless_settle(${ids.providerId}, 's' || v_tx, r.session_id,
        r.member_id, r.wallet_id, v_round, r.game_code, v_win, r.wallet_id, CASE WHEN v_win > 0 THEN
        CASE WHEN v_win = r.stake * 2 THEN v_win2 ELSE v_win6 END || jsonb_build_object(
          'key', 'seamless:builtin:settle:s' || v_tx, 'meta', v_meta || jsonb_build_object('round_id', v_round))
        END, v_at + interval '2 seconds') s;
      v_at := v_at + v_step;
    END LOOP;
  END LOOP;

`;

/**
 * One Bangkok day of one shard of members, as a PL/pgSQL block: every active member's plays in time order, each
 * a bet and its settlement through the product's own seamless_bet and seamless_settle (the claim rows, the
 * ledger's transfers, entries and hash chain, and whatever triggers watch them); a paid deposit order credited
 * through ledger_apply as the deposit settlement does whenever the wallet cannot cover the next stake; and, after
 * every member's play, a withdrawal of half the wallet, held and approved, for a wallet that ended the day
 * holding 30 stakes or more (its house rows are
 * locked only at the end, so the shards' transactions do not queue on them). Every figure is an integer the
 * plan computed (no text from outside reaches the block), so the block is built as text: a DO block takes no
 * parameters. Each movement is dated with the business clock's p_now/p_at, on the day it belongs to.
 */
export const daySql = (plan: ScalePlan, day: number, shard: number) => `
DO $seed$
${DECLARE}
BEGIN
  PERFORM setseed(${((day * 7919 + shard * 104729) % 2000) / 2000 - 0.5});
${roundsSql(plan, activeMembersSql(plan, day, shardSql(plan, shard)), {
  tag: String(day),
  step: `least(interval '20 seconds', interval '12 hours' / r.plays)`,
})}
  FOR r IN
    SELECT m.id AS member_id, m.agent_id, m.bank_code, m.bank_account, m.full_name, w.balance,
           ${dayStartSql(plan.days, day)} + interval '22 hours 30 minutes' AS at
      FROM ledger_accounts w JOIN members m ON m.id = w.member_id
     WHERE w.owner = 'member' AND w.asset = 'thb' AND w.wallet_type_id = 1
       AND m.id BETWEEN ${plan.firstMember} AND ${plan.firstMember + plan.members - 1}
       ${shardSql(plan, shard)} AND w.balance >= 30 * ${plan.stakeSql}
     ORDER BY m.id
  LOOP
    v_amount := (r.balance / 2 / 10000) * 10000;
    v_ref := 'scale-' || ${day};
    INSERT INTO withdrawals (agent_id, member_id, request_id, amount, destination, bank_code, bank_account,
                             account_name, hold_id, status, decided_by, decided_at, created_at)
    VALUES (r.agent_id, r.member_id, v_ref, v_amount, 'main', r.bank_code, r.bank_account, r.full_name, '',
            'approved', 'seed:scale', r.at + interval '20 minutes', r.at)
    RETURNING id INTO v_id;
    v_legs := jsonb_build_array(jsonb_build_object(
      'from', jsonb_build_object('member', r.member_id, 'walletTypeId', 1),
      'to', jsonb_build_object('house', 'withdrawals'), 'amount', v_amount));
    SELECT a.hold_id INTO v_hold FROM ledger_apply('hold', 'withdraw:' || r.member_id || ':' || v_ref, 'withdraw',
      'ถอนเงินเข้าบัญชี ' || r.bank_code || ' ' || right(r.bank_account, 4),
      ledger_fingerprint('hold', jsonb_build_object('kind', 'withdraw', 'legs', v_legs)),
      jsonb_build_object('request_id', v_ref, 'withdrawal_id', v_id), v_legs, NULL, r.at) a LIMIT 1;
    UPDATE withdrawals SET hold_id = v_hold::text WHERE id = v_id;
    PERFORM ledger_apply('post_hold', 'withdraw:approve:' || v_id, 'refund', '',
      ledger_fingerprint('post_hold', jsonb_build_object('holdId', v_hold)),
      jsonb_build_object('withdrawal_id', v_id), '[]'::jsonb, v_hold, r.at + interval '20 minutes');
  END LOOP;
END $seed$`;

/** The members of one shard (its own connection): by id modulo the shards. */
export const shardSql = (plan: Pick<ScalePlan, 'shards'>, shard: number) =>
  `AND m.id % ${plan.shards} = ${shard}`;

/** The start of history's day `day` (0 = the first, `days` - 1 yesterday), 00:30 in Bangkok: a member's
 * rounds start up to ten hours later and last at most twelve, so every row is dated within its day and in the past. */
const dayStartSql = (days: number, day: number) =>
  `(((now() AT TIME ZONE 'Asia/Bangkok')::date - ${days} + ${day})::timestamp + interval '30 minutes')
     AT TIME ZONE 'Asia/Bangkok'`;

/**
 * The members who play on `day`, with how many rounds and what they play (plan.ts says how it is drawn). Used by
 * the day's block and by the progress line's count.
 */
export const activeMembersSql = (plan: ScalePlan, day: number, extra = '') => `
    SELECT m.id AS member_id, m.agent_id, w.id AS wallet_id, w.balance, gs.id AS session_id, g.code AS game_code,
           g.name AS game_name, ${plan.stakeSql} AS stake, p.plays,
           ${dayStartSql(plan.days, day)}
             + (m.id % 600) * interval '1 minute' AS day_start
      FROM members m
      JOIN LATERAL (SELECT ${plan.playsSql(day)} AS plays) p ON p.plays > 0
      JOIN ledger_accounts w ON w.member_id = m.id AND w.owner = 'member' AND w.asset = 'thb'
                            AND w.wallet_type_id = 1
      JOIN LATERAL (SELECT s.id, s.game_id FROM game_sessions s WHERE s.member_id = m.id
                     ORDER BY s.created_at LIMIT 1) gs ON true
      JOIN games g ON g.id = gs.game_id
     WHERE m.id BETWEEN ${plan.firstMember} AND ${plan.firstMember + plan.members - 1} ${extra}
     ORDER BY m.id`;

/**
 * Rounds `first` to `first + count - 1` of `plays` of one member (a benchmark's heavy player: its first game
 * session, a stake of 20 baht), spread from the start of this month (Bangkok) to a minute ago.
 */
export const monthRoundsSql = (ids: Ids, memberId: number, plays: number, first: number, count: number) => `
DO $seed$
${DECLARE}
BEGIN
${roundsSql(
  ids,
  `SELECT m.id AS member_id, m.agent_id, w.id AS wallet_id, w.balance, gs.id AS session_id,
          g.code AS game_code, g.name AS game_name, 2000::bigint AS stake, ${plays} AS plays,
          date_trunc('month', now() AT TIME ZONE 'Asia/Bangkok') AT TIME ZONE 'Asia/Bangkok' AS day_start
     FROM members m
     JOIN ledger_accounts w ON w.member_id = m.id AND w.owner = 'member' AND w.asset = 'thb'
                           AND w.wallet_type_id = 1
     JOIN LATERAL (SELECT s.id, s.game_id FROM game_sessions s WHERE s.member_id = m.id
                    ORDER BY s.created_at LIMIT 1) gs ON true
     JOIN games g ON g.id = gs.game_id
    WHERE m.id = ${memberId}`,
  { tag: 'month', step: `(now() - interval '1 minute' - r.day_start) / r.plays`, first, count },
)}
END $seed$`;
