import type { Db } from '@server/db/db';
import { settleRound } from '@server/lotto/settle';
import type { ScalePlan } from './plan';

/** A government draw every 15 days of history, the last one yesterday. */
const DRAW_EVERY = 15;

/**
 * The draw days (0 = history's first day) of the past lotto rounds: every DRAW_EVERY days back from yesterday,
 * at least one.
 */
const drawDays = (days: number) => {
  const out: number[] = [];
  for (let day = days - 1; day >= 0; day -= DRAW_EVERY) out.unshift(day);
  return out;
};

/** 15:20 in Bangkok on history's day `day`: the government market's close. */
const closeSql = (days: number, day: number) =>
  `(((now() AT TIME ZONE 'Asia/Bangkok')::date - ${days} + ${day})::timestamp + interval '15 hours 20 minutes')
     AT TIME ZONE 'Asia/Bangkok'`;

/**
 * One past round's bills, as one PL/pgSQL block: about a quarter of the members, those whose main wallet holds
 * the stake, place a bill of two lines (two digits on top, three on top, their stake each, at the agent's
 * rates) during the round's last two days, as createBill leaves it: the bill and its frozen lines, the stake
 * moved from the wallet to the house 'lotto' through ledger_apply under the app's key ('lotto:bill:<member>:
 * <request>'), then the per-number totals the caps read. The round's result is drawn last, its two digits on
 * top those of one of the bills, so every round has a winner.
 */
const billsSql = (plan: ScalePlan, roundId: number, title: string) => `
DO $seed$
DECLARE
  r record;
  v_id bigint;
  v_at timestamptz;
  v_n2 text;
  v_n3 text;
  v_req text;
  v_legs jsonb;
BEGIN
  FOR r IN
    SELECT m.id AS member_id, m.agent_id, w.id AS wallet_id, ${plan.stakeSql} AS stake, d.close_at,
           (SELECT rate_x100 FROM lotto_rates t WHERE t.agent_id = m.agent_id AND t.market_id = d.market_id
                AND t.bet_type = 'two_top') AS rate2,
           (SELECT rate_x100 FROM lotto_rates t WHERE t.agent_id = m.agent_id AND t.market_id = d.market_id
                AND t.bet_type = 'three_top') AS rate3
      FROM members m
      JOIN ledger_accounts w ON w.member_id = m.id AND w.owner = 'member' AND w.asset = 'thb'
                            AND w.wallet_type_id = 1
      JOIN lotto_rounds d ON d.id = ${roundId}
     WHERE m.id BETWEEN ${plan.firstMember} AND ${plan.firstMember + plan.members - 1}
       AND (hashtext(m.id || ':lotto:' || ${roundId}) & 3) = 0 AND w.balance >= 2 * ${plan.stakeSql}
     ORDER BY m.id
  LOOP
    v_at := r.close_at - (1 + (hashtext(r.member_id || ':at:' || ${roundId}) & 65535)) * interval '2 seconds';
    v_n2 := lpad(((hashtext(r.member_id || ':n2:' || ${roundId}) & 65535) % 100)::text, 2, '0');
    v_n3 := lpad(((hashtext(r.member_id || ':n3:' || ${roundId}) & 65535) % 1000)::text, 3, '0');
    v_req := 'scale-lotto-' || ${roundId};
    INSERT INTO lotto_bills (agent_id, member_id, round_id, request_id, fingerprint, wallet_id, ledger_key, total,
                             line_count, created_at)
    VALUES (r.agent_id, r.member_id, ${roundId}, v_req,
            ledger_fingerprint('lotto_bill', jsonb_build_array(${roundId}, '', jsonb_build_array(
              jsonb_build_array('two_top', v_n2, r.stake / 100), jsonb_build_array('three_top', v_n3, r.stake / 100)))),
            r.wallet_id, 'lotto:bill:' || r.member_id || ':' || v_req, 2 * r.stake, 2, v_at)
    RETURNING id INTO v_id;
    INSERT INTO lotto_bill_lines (bill_id, round_id, line_no, bet_type, number, amount, rate_x100)
    VALUES (v_id, ${roundId}, 1, 'two_top', v_n2, r.stake, r.rate2),
           (v_id, ${roundId}, 2, 'three_top', v_n3, r.stake, r.rate3);
    v_legs := jsonb_build_array(jsonb_build_object(
      'from', jsonb_build_object('walletId', r.wallet_id),
      'to', jsonb_build_object('house', 'lotto'), 'amount', 2 * r.stake));
    PERFORM ledger_apply('transfer', 'lotto:bill:' || r.member_id || ':' || v_req, 'bet',
      'แทงหวย ' || ${literal(title)} || ' โพยเลขที่ ' || v_id,
      ledger_fingerprint('transfer', jsonb_build_object('kind', 'bet', 'legs', v_legs)),
      jsonb_build_object('lotto_bill_id', v_id, 'round_id', ${roundId}), v_legs, NULL, v_at);
  END LOOP;
  INSERT INTO lotto_number_totals (agent_id, round_id, bet_type, number, stake, payout)
  SELECT b.agent_id, l.round_id, l.bet_type, l.number, sum(l.amount), sum(l.amount * l.rate_x100 / 100)
    FROM lotto_bill_lines l JOIN lotto_bills b ON b.id = l.bill_id
   WHERE l.round_id = ${roundId} GROUP BY b.agent_id, l.round_id, l.bet_type, l.number;
  INSERT INTO lotto_member_number_totals (member_id, round_id, bet_type, number, stake)
  SELECT b.member_id, l.round_id, l.bet_type, l.number, sum(l.amount)
    FROM lotto_bill_lines l JOIN lotto_bills b ON b.id = l.bill_id
   WHERE l.round_id = ${roundId} GROUP BY b.member_id, l.round_id, l.bet_type, l.number;
  UPDATE lotto_rounds SET status = 'resulted', result = jsonb_build_object(
           'kind', 'draw',
           'first_prize', lpad((${roundId * 7919} % 10000)::text, 4, '0') || coalesce((
             SELECT l.number FROM lotto_bill_lines l WHERE l.round_id = ${roundId} AND l.bet_type = 'two_top'
              ORDER BY hashtext(l.bill_id::text) LIMIT 1), '00'),
           'front3', jsonb_build_array(lpad((${roundId * 31} % 1000)::text, 3, '0'),
                                       lpad((${roundId * 37} % 1000)::text, 3, '0')),
           'back3', jsonb_build_array(lpad((${roundId * 41} % 1000)::text, 3, '0'),
                                      lpad((${roundId * 43} % 1000)::text, 3, '0')),
           'bottom2', lpad((${roundId * 47} % 100)::text, 2, '0'))
   WHERE id = ${roundId};
END $seed$`;

/** A SQL string literal of text the seeder made (no quote can come from outside, but doubled anyway). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Lotto on past rounds: the agent's government market gets a round every DRAW_EVERY days of history (closed at
 * 15:20 Bangkok, opened DRAW_EVERY days before), bills on it (billsSql), and its result; each round is then
 * settled by the product's own settleRound (lotto_settle_batch: lines won or lost, wins credited through the
 * ledger). The settlement is dated now, as the settle function dates it (its p_at is the database clock): a
 * seeded win appears today, not on the draw day. Answers the bills placed.
 */
export const seedLottoHistory = async (db: Db, plan: ScalePlan, agentId: number): Promise<number> => {
  const { rows: markets } = await db.query<{ id: number; name: string }>(
    `SELECT m.id, m.name FROM lotto_markets m
      WHERE m.type = 'government'
        AND (SELECT count(*) FROM lotto_rates t WHERE t.agent_id = $1 AND t.market_id = m.id
               AND t.bet_type IN ('two_top', 'three_top')) = 2
      ORDER BY m.sort, m.id LIMIT 1`,
    [agentId],
  );
  const market = markets[0];
  if (!market) throw new Error('no government lotto market with two_top and three_top rates for the agent');
  await db.query(`SELECT ledger_account_of(jsonb_build_object('house', 'lotto'))`);
  let bills = 0;
  for (const day of drawDays(plan.days)) {
    const close = closeSql(plan.days, day);
    const { rows } = await db.query<{ id: number; title: string }>(
      `INSERT INTO lotto_rounds (market_id, round_key, title, open_at, close_at, result_at, status, created_at)
       SELECT $1, 'scale-' || to_char(${close} AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD'),
              'งวดย้อนหลัง ' || to_char(${close} AT TIME ZONE 'Asia/Bangkok', 'DD/MM/') ||
                (extract(year FROM ${close} AT TIME ZONE 'Asia/Bangkok')::int + 543),
              ${close} - interval '${DRAW_EVERY} days', ${close}, ${close} + interval '40 minutes', 'closed',
              ${close} - interval '${DRAW_EVERY} days'
       RETURNING id, title`,
      [market.id],
    );
    const round = rows[0]!;
    await db.tx((q) => q.exec(billsSql(plan, round.id, `${market.name} ${round.title}`)));
    bills += (await settleRound(db, round.id)).bills;
  }
  return bills;
};
