import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorCatalogue } from '@contract/errors';
import { checkLedger } from '@server/ledger';
import { cashbackTick } from '@server/jobs/cashback';
import { dayStart } from '@server/rewards';
import { computeWinlossWeek } from '@server/rewards/cashback/winloss-week';
import { call } from '@tests/server/helpers/test-app';
import { createClockedApp, generateWeek, playWeek, satang, type Play } from './cashback-helpers';
import { openRound, requestId } from '@tests/server/lotto/lotto-helpers';
import { insertCampaign } from './rewards-helpers';

const MONDAY = '2026-11-02';
const NEXT_MONDAY = '2026-11-09';
const PERCENT_BP = 1000;
const COUNTED = ['slot', 'casino', 'lotto'];
const MIN_LOSS = satang(50);
const MAX_AMOUNT = satang(300);

let app: FastifyInstance;
let setNow: (date: Date) => void;
let campaignId: number;
const members: { id: number; token: string; plays: Play[]; lotto?: number }[] = [];
const at = (day: string, hours: number) => new Date(dayStart(day).getTime() + hours * 3_600_000);

/** The refund one member is owed for the week, summed here from the rounds played (not from the job's SQL). */
const expectedRefund = (plays: Play[], lottoStake = 0) => {
  const counted = plays.filter((p) => COUNTED.includes(p.category) && !p.rolledBack);
  const loss = counted.reduce((sum, p) => sum + satang(p.stake) - satang(p.win), satang(lottoStake));
  if (loss <= 0 || loss < MIN_LOSS) return 0;
  return Math.min(Math.floor((loss * PERCENT_BP) / 10_000), MAX_AMOUNT);
};
const entitlements = async () => {
  const { rows } = await app.db.query<{ member_id: string; amount: string }>(
    `SELECT member_id, amount FROM winloss_entitlements WHERE campaign_id = $1`,
    [campaignId],
  );
  return Object.fromEntries(rows.map((r) => [Number(r.member_id), Number(r.amount)]));
};
const ledgerCashback = async (memberId: number) => {
  const { rows } = await app.db.query<{ total: string }>(
    `SELECT coalesce(sum(e.amount), 0) AS total FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id = $1 AND a.owner = 'member' AND e.kind = 'cashback'`,
    [memberId],
  );
  return Number(rows[0]!.total);
};
const claim = (token: string, body: Record<string, unknown> = {}) =>
  call(app, 'POST', '/api/cashback/loss/claim', { token, body });

beforeAll(async () => {
  ({ app, setNow } = await createClockedApp(at(MONDAY, 12)));
  campaignId = await insertCampaign(app, {
    kind: 'winloss',
    name: 'คืนยอดเสียรายสัปดาห์',
    trigger: 'job',
    reward: { type: 'money', wallet_type_id: 1 },
    turnover_multiplier: 1,
    settings: {
      percent_bp: PERCENT_BP,
      categories: COUNTED,
      min_loss: MIN_LOSS,
      max_amount: MAX_AMOUNT,
      claim_open_hours: 12,
      claim_days: 3,
    },
  });
  for (const seed of [5, 17, 29, 71]) {
    // Two sure losses on top of the random week, so most members are owed something.
    const plays = [
      ...generateWeek(MONDAY, seed),
      { day: '2026-11-04', hour: 10, category: 'slot', stake: 400, win: 0 },
      { day: '2026-11-08', hour: 23, category: 'casino', stake: 300.5, win: 0 },
    ] satisfies Play[];
    const member = await playWeek(app, plays);
    members.push({ id: member.id, token: member.token, plays });
  }
  // A real lotto bill (pending: no win yet) in the first member's week, dated on the Thursday.
  const roundId = await openRound(app, at(MONDAY, 12));
  const bill = await call(app, 'POST', '/api/lotto/bill/create', {
    token: members[0]!.token,
    body: {
      round_id: roundId,
      lines: [{ bet_type: 'two_top', number: '12', amount: 15 }],
      request_id: requestId(),
    },
  });
  if (bill.error !== 0) throw new Error(`bill refused: ${bill.error} ${bill.message}`);
  await app.db.query(`UPDATE lotto_bills SET created_at = $2 WHERE id = $1`, [
    bill.data.bill_id,
    at('2026-11-05', 10),
  ]);
  members[0]!.lotto = 15;
  // A member who won the week: owed nothing.
  const won = [{ day: '2026-11-05', hour: 9, category: 'slot', stake: 10, win: 40 }] satisfies Play[];
  const winner = await playWeek(app, won);
  members.push({ id: winner.id, token: winner.token, plays: won });
}, 120_000);
afterAll(async () => app?.close());

describe('win/loss refunds: the weekly job', () => {
  it('computes each member the refund an independent sum over the week of bets gives, once', async () => {
    const [a, b] = await Promise.all([
      cashbackTick(app.db, at(NEXT_MONDAY, 1)),
      cashbackTick(app.db, at(NEXT_MONDAY, 1)),
    ]);
    expect([a.winloss, b.winloss].filter((run) => run !== null)).toHaveLength(1);
    const expected = Object.fromEntries(
      members.map((m) => [m.id, expectedRefund(m.plays, m.lotto)]).filter(([, amount]) => amount !== 0),
    );
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(2);
    expect(await entitlements()).toEqual(expected);
    expect((await cashbackTick(app.db, at(NEXT_MONDAY, 2))).winloss).toBeNull();
    const rerun = await computeWinlossWeek(app.db, MONDAY, at(NEXT_MONDAY, 3));
    expect([rerun.paid, rerun.replayed]).toEqual([0, Object.keys(expected).length]);
    expect(await entitlements()).toEqual(expected);
  });
});

describe('win/loss refunds: the claim', () => {
  const owed = () => members.filter((m) => expectedRefund(m.plays, m.lotto) > 0);

  it('refuses a claim before the window opens, naming the window in Thai', async () => {
    setNow(at(NEXT_MONDAY, 5));
    const refused = await claim(owed()[0]!.token);
    expect(refused.error).toBe(errorCatalogue.WINLOSS_NOT_OPEN.code);
    expect(refused.message).toContain('09/11/2569 12:00 ถึง 12/11/2569 12:00');
    expect(await ledgerCashback(owed()[0]!.id)).toBe(0);
  });

  it('pays the refund exactly once under 16 parallel claims inside the window', async () => {
    setNow(at(NEXT_MONDAY, 13));
    const member = owed()[0]!;
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => claim(member.token, { week: MONDAY })),
    );
    expect(answers.every((answer) => answer.error === 0)).toBe(true);
    expect(answers.filter((answer) => !answer.data.replayed)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.data.award_id)).size).toBe(1);
    const amount = expectedRefund(member.plays, member.lotto);
    expect(answers[0]!.data).toMatchObject({
      amount: amount / 100,
      period: `week:${MONDAY}`,
      turnover_required: amount / 100,
    });
    expect(await ledgerCashback(member.id)).toBe(amount);
    const history = await call(app, 'GET', '/api/cashback/loss/history', { token: member.token });
    expect(history.data.items).toMatchObject([
      { week_start: MONDAY, week_end: '2026-11-08', status: 'claimed' },
    ]);
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('refuses a claim after the window closes, and a member with nothing to claim', async () => {
    setNow(at('2026-11-12', 12));
    const member = owed()[1]!;
    const late = await claim(member.token);
    expect(late.error).toBe(errorCatalogue.WINLOSS_EXPIRED.code);
    expect(late.message).toContain('12/11/2569 12:00');
    expect(await ledgerCashback(member.id)).toBe(0);
    const history = await call(app, 'GET', '/api/cashback/loss/history', { token: member.token });
    expect(history.data.items[0].status).toBe('expired');
    const nobody = members.at(-1)!;
    expect(expectedRefund(nobody.plays)).toBe(0);
    expect((await claim(nobody.token)).error).toBe(errorCatalogue.WINLOSS_NOTHING.code);
  });

  it('refuses bad input with a clear error, not a 5xx', async () => {
    const answer = await claim(members[0]!.token, { week: 'yesterday' });
    expect(answer.status).toBeLessThan(500);
    expect(answer.error).not.toBe(0);
    // Shaped like a day but no calendar day (found by the fuzz suite: it reached PostgreSQL and gave a 500).
    for (const week of ['9695-29-35', '2026-02-30']) {
      const impossible = await claim(members[0]!.token, { week });
      expect([impossible.status, impossible.error]).toEqual([200, errorCatalogue.WINLOSS_NOTHING.code]);
    }
  });
});
