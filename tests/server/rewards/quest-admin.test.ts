import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorCatalogue } from '@contract/errors';
import type { QuestAdminItem } from '@contract/rewards/quest-admin';
import type { QuestList } from '@contract/rewards/quest';
import { call } from '@tests/server/helpers/test-app';
import { fundedMember } from '@tests/server/games-platform/helpers';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { createQuestApp, deposit } from './quest-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await createQuestApp());
});
afterAll(async () => app.close());

const input = (fields: Record<string, unknown> = {}) => ({
  name: 'ฝากครบ 200 รับเครดิตฟรี',
  period: 'daily',
  task: { type: 'deposit', target: 200 },
  reward: { type: 'credit', amount: 20 },
  turnover_multiplier: 5,
  ...fields,
});

describe('quests in the back office', () => {
  it('creates, edits and pauses a quest as marketing, audited, and counts completions and claims', async () => {
    const staff = await insertStaff(app, 'marketing');
    const created = await call<QuestAdminItem>(app, 'POST', '/api/admin/quests', {
      token: staff.token,
      body: input(),
    });
    expect(created.error).toBe(0);
    expect(created.data).toMatchObject({
      status: 'active',
      task: { type: 'deposit', target: 200 },
      reward: { type: 'credit', amount: 20, wallet_type_id: 3 },
      completed: 0,
      claimed_today: 0,
    });
    const id = created.data.id;

    const member = await fundedMember(app, 0);
    await deposit(app, member.id, 200);
    const listed = await call<QuestList>(app, 'GET', '/api/quest/list', { token: member.token });
    expect(listed.data.items.find((q) => q.id === id)).toMatchObject({ done: true, target: 200 });
    expect(
      (await call(app, 'POST', '/api/quest/redeem', { token: member.token, body: { quest_id: id } })).error,
    ).toBe(0);
    const list = await call<{ items: QuestAdminItem[] }>(app, 'GET', '/api/admin/quests', {
      token: staff.token,
    });
    expect(list.data.items.find((q) => q.id === id)).toMatchObject({
      completed: 1,
      claimed_today: 1,
      awarded_amount: 20,
    });

    const edited = await call<QuestAdminItem>(app, 'POST', `/api/admin/quests/${id}`, {
      token: staff.token,
      body: input({ task: { type: 'stake', target: 1000, category: 'slot' } }),
    });
    expect(edited.data.task).toEqual({ type: 'stake', target: 1000, category: 'slot', game_code: null });

    const paused = await call<QuestAdminItem>(app, 'POST', `/api/admin/quests/${id}/status`, {
      token: staff.token,
      body: { status: 'paused' },
    });
    expect(paused.data.status).toBe('paused');
    const after = await call<QuestList>(app, 'GET', '/api/quest/list', { token: member.token });
    expect(after.data.items.some((q) => q.id === id)).toBe(false);

    const { rows } = await app.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'reward_campaign' AND target_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(rows.map((r) => r.action)).toEqual(['quest.create', 'quest.update', 'quest.status']);
  });

  it('refuses a quest whose parts do not fit, in Thai, without a 5xx', async () => {
    const staff = await insertStaff(app, 'marketing');
    const bad = [
      input({ task: { type: 'play_game', target: 3 } }),
      input({ task: { type: 'login_streak', target: 2.5 } }),
      input({ reward: { type: 'credit', amount: 0 } }),
      input({ reward: { type: 'credit', amount: 1.234 } }),
      input({ starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-11-01T00:00:00Z' }),
    ];
    for (const body of bad) {
      const answer = await call(app, 'POST', '/api/admin/quests', { token: staff.token, body });
      expect(answer.status).toBe(200);
      expect(answer.error).toBe(errorCatalogue.QUEST_INVALID.code);
    }
    const shape = await call(app, 'POST', '/api/admin/quests', { token: staff.token, body: { name: '' } });
    expect(shape.status).toBeLessThan(500);
    expect(shape.error).not.toBe(0);
  });

  it('lets support read quests but not change them', async () => {
    const support = await insertStaff(app, 'support');
    expect((await call(app, 'GET', '/api/admin/quests', { token: support.token })).error).toBe(0);
    const refused = await call(app, 'POST', '/api/admin/quests', { token: support.token, body: input() });
    expect(refused.error).not.toBe(0);
  });
});
