import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorCatalogue } from '@contract/errors';
import { call } from '@tests/server/helpers/test-app';
import { createProtectionApp, fundedMember, HOUR, limitOf, safety, setLimit } from './protection-helpers';

/** Limits: tighter at once, looser after 24 hours (cancellable meanwhile), every change audited. */
let t: Awaited<ReturnType<typeof createProtectionApp>>;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createProtectionApp();
  app = t.app;
});
afterAll(async () => app.close());

const code = (reason: keyof typeof errorCatalogue) => errorCatalogue[reason].code;

describe('setting limits', () => {
  it('applies a first limit and a decrease at once', async () => {
    const m = await fundedMember(app, 0);
    const first = await setLimit(app, m.token, 'deposit_day', 1000);
    expect(first.error).toBe(0);
    expect(limitOf(first.data, 'deposit_day')).toMatchObject({ value: 1000, pending: null });
    const lower = await setLimit(app, m.token, 'deposit_day', 400);
    expect(limitOf(lower.data, 'deposit_day')).toMatchObject({ value: 400, pending: null });
  });

  it('applies an increase only 24 hours later, and a cancel keeps the limit in force', async () => {
    const m = await fundedMember(app, 0);
    await setLimit(app, m.token, 'loss_week', 500);
    const raised = await setLimit(app, m.token, 'loss_week', 2000);
    const pending = limitOf(raised.data, 'loss_week');
    expect(pending.value).toBe(500);
    expect(pending.pending?.value).toBe(2000);
    expect(Date.parse(pending.pending!.effective_at) - t.now().getTime()).toBe(24 * HOUR);

    t.advance(24 * HOUR - 1);
    expect(limitOf((await safety(app, m.token)).data, 'loss_week').value).toBe(500);
    t.advance(1);
    expect(limitOf((await safety(app, m.token)).data, 'loss_week')).toMatchObject({
      value: 2000,
      pending: null,
    });

    // Another increase, cancelled before it matures: 2000 stays.
    await setLimit(app, m.token, 'loss_week', 9000);
    const cancelled = await call(app, 'POST', '/api/member/safety/limit/cancel', {
      token: m.token,
      body: { key: 'loss_week' },
    });
    expect(limitOf(cancelled.data, 'loss_week')).toMatchObject({ value: 2000, pending: null });
    t.advance(25 * HOUR);
    expect(limitOf((await safety(app, m.token)).data, 'loss_week').value).toBe(2000);
    const nothing = await call(app, 'POST', '/api/member/safety/limit/cancel', {
      token: m.token,
      body: { key: 'loss_week' },
    });
    expect(nothing.error).toBe(code('PROTECTION_NOTHING_PENDING'));
  });

  it('removes a limit only after the cool-off; a decrease meanwhile applies at once and drops the removal', async () => {
    const m = await fundedMember(app, 0);
    await setLimit(app, m.token, 'session', 60);
    const removing = await setLimit(app, m.token, 'session', null);
    expect(limitOf(removing.data, 'session')).toMatchObject({ value: 60, pending: { value: null } });
    const lower = await setLimit(app, m.token, 'session', 30);
    expect(limitOf(lower.data, 'session')).toMatchObject({ value: 30, pending: null });
    await setLimit(app, m.token, 'session', null);
    t.advance(24 * HOUR);
    expect(limitOf((await safety(app, m.token)).data, 'session')).toMatchObject({
      value: null,
      pending: null,
    });
  });

  it('refuses bad values with a clear error and changes nothing', async () => {
    const m = await fundedMember(app, 0);
    await setLimit(app, m.token, 'deposit_month', 5000);
    for (const [key, value] of [
      ['deposit_month', -5],
      ['deposit_month', 0],
      ['deposit_month', 10.5],
      ['deposit_month', 1e12],
      ['session', 3],
      ['session', 2000],
      ['bogus', 100],
    ] as const) {
      const answer = await setLimit(app, m.token, key, value);
      expect(answer.status).toBeLessThan(500);
      expect(answer.error).not.toBe(0);
    }
    expect(limitOf((await safety(app, m.token)).data, 'deposit_month')).toMatchObject({
      value: 5000,
      pending: null,
    });
    const reality = await call(app, 'POST', '/api/member/safety/reality-check', {
      token: m.token,
      body: { minutes: 20 },
    });
    expect(reality.error).not.toBe(0);
    expect((await call(app, 'GET', '/api/member/safety')).status).toBe(401);
  });

  it('writes each change to the audit log with the member as the actor', async () => {
    const m = await fundedMember(app, 0);
    await setLimit(app, m.token, 'loss_day', 300);
    await setLimit(app, m.token, 'loss_day', 600);
    await call(app, 'POST', '/api/member/safety/reality-check', { token: m.token, body: { minutes: 30 } });
    const { rows } = await app.db.query<{
      action: string;
      staff_username: string;
      after: { pending?: number };
    }>(
      `SELECT action, staff_username, after FROM audit_log WHERE target_type = 'member' AND target_id = $1 ORDER BY id`,
      [String(m.id)],
    );
    expect(rows.map((r) => r.action)).toEqual([
      'protection.limit',
      'protection.limit',
      'protection.reality_check',
    ]);
    expect(rows[0]!.staff_username).toBe(`member:${m.phone}`);
    expect(rows[1]!.after.pending).toBe(60000);
  });
});

describe('the reality check', () => {
  it('is due one interval after it is set, and one interval after each continue', async () => {
    const m = await fundedMember(app, 0);
    const set = await call(app, 'POST', '/api/member/safety/reality-check', {
      token: m.token,
      body: { minutes: 15 },
    });
    expect(Date.parse(set.data.reality_check.next_due_at) - t.now().getTime()).toBe(15 * 60_000);
    t.advance(16 * 60_000);
    const later = await call(app, 'POST', '/api/member/safety/reality-check/continue', { token: m.token });
    expect(Date.parse(later.data.reality_check.next_due_at) - t.now().getTime()).toBe(15 * 60_000);
    const off = await call(app, 'POST', '/api/member/safety/reality-check', {
      token: m.token,
      body: { minutes: 0 },
    });
    expect(off.data.reality_check.next_due_at).toBeNull();
  });
});
