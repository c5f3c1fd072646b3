import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import { errorCatalogue } from '@contract/errors';
import type { QuestItem, QuestList } from '@contract/rewards/quest';
import { checkLedger } from '@server/ledger';
import { call } from '@tests/server/helpers/test-app';
import { fundedMember, launch } from '@tests/server/games-platform/helpers';
import { bet, createQuestApp, deposit, insertQuest, walletBalance } from './quest-helpers';

let app: FastifyInstance;
let setNow: (date: Date | null) => void;
beforeAll(async () => {
  ({ app, setNow } = await createQuestApp());
});
afterAll(async () => app.close());

const list = async (token: string) => {
  const answer = await call<QuestList>(app, 'GET', '/api/quest/list', { token });
  expect(answer.error).toBe(0);
  return answer.data;
};
const questOf = async (token: string, id: number): Promise<QuestItem> => {
  const item = (await list(token)).items.find((q) => q.id === id);
  if (!item) throw new Error(`quest ${id} not listed`);
  return item;
};
const redeem = (token: string, questId: number) =>
  call(app, 'POST', '/api/quest/redeem', { token, body: { quest_id: questId } });

describe('quests: progress from real play and deposits', () => {
  it('counts slot stakes towards a stake quest, refuses the claim before, pays free credit once after', async () => {
    setNow(null);
    const quest = await insertQuest(
      app,
      { period: 'daily', task: { type: 'stake', target: toSatang(100), category: 'slot' } },
      { turnover_multiplier: 2, turnover_categories: ['slot'] },
    );
    const casinoOnly = await insertQuest(app, {
      period: 'daily',
      task: { type: 'stake', target: toSatang(10), category: 'casino' },
    });
    const member = await fundedMember(app, 1000);
    expect(await questOf(member.token, quest)).toMatchObject({ current: 0, target: 100, done: false });

    const session = await launch(app, member);
    await bet(app, session, 60);
    expect(await questOf(member.token, quest)).toMatchObject({ current: 60, done: false, claimed: false });
    const early = await redeem(member.token, quest);
    expect(early.error).toBe(errorCatalogue.QUEST_NOT_COMPLETE.code);
    expect(early.status).toBe(200);
    expect(await walletBalance(app, member.id, 3)).toBe(0);

    await bet(app, session, 40);
    expect(await questOf(member.token, quest)).toMatchObject({ current: 100, done: true, claimed: false });
    expect(await questOf(member.token, casinoOnly)).toMatchObject({ current: 0, done: false });
    const paid = await redeem(member.token, quest);
    expect(paid.error).toBe(0);
    expect(paid.data).toMatchObject({ amount: 50, wallet_type_id: 3, turnover_required: 100 });
    expect(await walletBalance(app, member.id, 3)).toBe(toSatang(50));
    expect(await questOf(member.token, quest)).toMatchObject({ claimed: true });
    const statement = await app.db.query<{ kind: string; description: string }>(
      `SELECT t.kind, t.description FROM ledger_transfers t WHERE t.idem_key LIKE $1`,
      [`reward:${quest}:${member.id}:%`],
    );
    expect(statement.rows).toEqual([{ kind: 'bonus', description: 'รางวัลภารกิจ ภารกิจทดสอบ' }]);
  });

  it('sums ledger deposits of the day for a deposit quest', async () => {
    setNow(null);
    const quest = await insertQuest(app, {
      period: 'daily',
      task: { type: 'deposit', target: toSatang(500) },
    });
    const member = await fundedMember(app, 100); // an adjustment, not a deposit: it does not count
    expect(await questOf(member.token, quest)).toMatchObject({ current: 0, target: 500 });
    await deposit(app, member.id, 300);
    expect(await questOf(member.token, quest)).toMatchObject({ current: 300, done: false });
    expect((await redeem(member.token, quest)).error).toBe(errorCatalogue.QUEST_NOT_COMPLETE.code);
    await deposit(app, member.id, 250);
    // Progress is shown up to the target.
    expect(await questOf(member.token, quest)).toMatchObject({ current: 500, done: true });
    expect((await redeem(member.token, quest)).error).toBe(0);
  });

  it('counts rounds of the given game for a play-game quest', async () => {
    setNow(null);
    const quest = await insertQuest(app, {
      period: 'daily',
      task: { type: 'play_game', target: 3, game_code: 'builtin-slot-thai' },
    });
    const other = await insertQuest(app, {
      period: 'daily',
      task: { type: 'play_game', target: 1, game_code: 'no-such-game' },
    });
    const member = await fundedMember(app, 100);
    const session = await launch(app, member);
    await bet(app, session, 1);
    await bet(app, session, 1);
    expect(await questOf(member.token, quest)).toMatchObject({ current: 2, target: 3, done: false });
    await bet(app, session, 1);
    expect(await questOf(member.token, quest)).toMatchObject({ current: 3, done: true });
    expect(await questOf(member.token, other)).toMatchObject({ current: 0 });
  });
});

describe('quests: a claim exactly once', () => {
  it('pays one of 16 parallel claims and tells the others it was claimed', async () => {
    setNow(null);
    const quest = await insertQuest(app, {
      period: 'daily',
      task: { type: 'deposit', target: toSatang(100) },
    });
    const member = await fundedMember(app, 0);
    await deposit(app, member.id, 100);
    const answers = await Promise.all(Array.from({ length: 16 }, () => redeem(member.token, quest)));
    const errors = answers.map((a) => a.error).sort();
    expect(errors.filter((e) => e === 0)).toHaveLength(1);
    expect(errors.filter((e) => e === errorCatalogue.QUEST_ALREADY_CLAIMED.code)).toHaveLength(15);
    expect(await walletBalance(app, member.id, 3)).toBe(toSatang(50));
    const awards = await app.db.query(`SELECT 1 FROM reward_awards WHERE campaign_id = $1`, [quest]);
    expect(awards.rows).toHaveLength(1);
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('refuses an unknown quest and a campaign of another kind, and bad input without a 5xx', async () => {
    setNow(null);
    const member = await fundedMember(app, 0);
    const promotion = await insertQuest(app, {}, { kind: 'promotion' });
    expect((await redeem(member.token, 99_999_999)).error).toBe(errorCatalogue.QUEST_NOT_FOUND.code);
    expect((await redeem(member.token, promotion)).error).toBe(errorCatalogue.QUEST_NOT_FOUND.code);
    const bad = await call(app, 'POST', '/api/quest/redeem', {
      token: member.token,
      body: { quest_id: 'x' },
    });
    expect(bad.status).toBeLessThan(500);
    expect(bad.error).not.toBe(0);
    const event = await call(app, 'POST', '/api/event/quest', {
      token: member.token,
      body: { type: 'dance' },
    });
    expect(event.status).toBeLessThan(500);
    expect(event.error).not.toBe(0);
  });
});

describe('quests: check-ins, streaks and weekly periods (the app clock moves)', () => {
  // 12:00 Bangkok on Monday 23 November 2026.
  const at = (day: string) => new Date(`${day}T05:00:00Z`);

  it('counts a login streak across days, once per day, and breaks it on a missed day', async () => {
    const quest = await insertQuest(app, { period: 'daily', task: { type: 'login_streak', target: 3 } });
    const member = await fundedMember(app, 0);
    const checkin = () =>
      call<QuestList>(app, 'POST', '/api/event/quest', { token: member.token, body: { type: 'checkin' } });
    setNow(at('2026-11-23'));
    await checkin();
    await checkin();
    expect(await questOf(member.token, quest)).toMatchObject({ current: 1, target: 3, done: false });
    setNow(at('2026-11-24'));
    const second = await checkin();
    expect(second.data.items.find((q) => q.id === quest)).toMatchObject({ current: 2 });
    expect((await redeem(member.token, quest)).error).toBe(errorCatalogue.QUEST_NOT_COMPLETE.code);
    // Opening the list is a visit too.
    setNow(new Date('2026-11-24T17:30:00Z')); // 00:30 on the 25th in Bangkok
    expect(await questOf(member.token, quest)).toMatchObject({
      current: 3,
      done: true,
      period_key: '2026-11-25',
    });
    const paid = await redeem(member.token, quest);
    expect(paid.error).toBe(0);
    expect(paid.data.period_key).toBe('2026-11-25');
    const { rows } = await app.db.query(`SELECT 1 FROM quest_checkins WHERE member_id = $1`, [member.id]);
    expect(rows).toHaveLength(3);
    setNow(at('2026-11-27')); // the 26th missed
    expect(await questOf(member.token, quest)).toMatchObject({ current: 1, done: false, claimed: false });
  });

  it('keys a weekly quest by its Monday and pays it once in the week', async () => {
    const quest = await insertQuest(
      app,
      { period: 'weekly', task: { type: 'login_streak', target: 2 } },
      { reward: { type: 'points', points: 30 } },
    );
    const member = await fundedMember(app, 0);
    setNow(at('2026-11-22')); // Sunday: last week's day does not count in this week's streak
    await list(member.token);
    setNow(at('2026-11-23'));
    expect(await questOf(member.token, quest)).toMatchObject({ current: 1, period_key: 'week:2026-11-23' });
    setNow(at('2026-11-25'));
    await list(member.token);
    expect(await questOf(member.token, quest)).toMatchObject({ current: 1 });
    setNow(at('2026-11-26'));
    const item = await questOf(member.token, quest);
    expect(item).toMatchObject({ current: 2, done: true, period_key: 'week:2026-11-23' });
    expect(item.seconds_left).toBe(4 * 86_400 - 12 * 3600);
    const paid = await redeem(member.token, quest);
    expect(paid.data).toMatchObject({ period_key: 'week:2026-11-23', points: 30, amount: 0 });
    setNow(at('2026-11-29'));
    expect(await questOf(member.token, quest)).toMatchObject({ claimed: true });
    expect((await redeem(member.token, quest)).error).toBe(errorCatalogue.QUEST_ALREADY_CLAIMED.code);
    setNow(at('2026-11-30'));
    expect(await questOf(member.token, quest)).toMatchObject({
      current: 1,
      claimed: false,
      period_key: 'week:2026-11-30',
    });
    const points = await app.db.query<{ balance: string }>(
      `SELECT balance FROM ledger_accounts WHERE member_id = $1 AND asset = 'point'`,
      [member.id],
    );
    expect(Number(points.rows[0]?.balance)).toBe(30);
  });
});
