import { afterAll, describe, expect, it } from 'vitest';
import { memberProtection, protectionReport, type ProtectionReport } from '@contract/admin/protection';
import { safetyHelp } from '@contract/protection/protection';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { fundedMember, launch, seamlessCall, txId } from '@tests/server/games-platform/helpers';
import { insertStaff } from '@tests/server/admin/staff-fixtures';

/**
 * The back office's view of player protection (issue 15): staff read what members set for themselves, the
 * report finds members at their limits, the help contact is content.manage's and audited, and no admin route
 * exists that could change a member's protection.
 */
const app = await createTestApp();
afterAll(() => app.close());

const member = (token: string, path: string, body: unknown) =>
  call(app, 'POST', `/api/member/safety/${path}`, { token, body });

const inject = async (
  method: 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  token: string,
  body?: object,
) => {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body ? { payload: body } : {}),
  });
  return { status: response.statusCode, body: response.json() as { error: number; data: unknown } };
};

describe('admin: a member’s protection', () => {
  it('shows the limits, the pending increase, the reality check, the time-out and the history to members.view', async () => {
    const support = await insertStaff(app, 'support');
    const player = await insertMember(app);
    const { rows } = await app.db.query<{ username: string }>(`SELECT username FROM members WHERE id = $1`, [
      player.id,
    ]);
    const username = rows[0]!.username;
    expect((await member(player.token, 'limit', { key: 'deposit_day', value: 500 })).error).toBe(0);
    expect((await member(player.token, 'limit', { key: 'deposit_day', value: 800 })).error).toBe(0);
    expect((await member(player.token, 'limit', { key: 'session', value: 90 })).error).toBe(0);
    expect((await member(player.token, 'reality-check', { minutes: 30 })).error).toBe(0);
    expect((await member(player.token, 'timeout', { duration: '7d' })).error).toBe(0);

    const answer = await call(app, 'GET', `/api/admin/members/${player.id}/protection`, {
      token: support.token,
    });
    expect(answer.status).toBe(200);
    const view = memberProtection.parse(answer.data);
    expect(view).toMatchObject({ member_id: player.id, username, reality_check_minutes: 30 });
    const deposit = view.limits.find((l) => l.key === 'deposit_day')!;
    // The decrease (a first limit) applied at once; the increase waits its 24 hours.
    expect(deposit).toMatchObject({ value: 500, used: 0, pending: { value: 800 } });
    expect(new Date(deposit.pending!.effective_at).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(view.limits.find((l) => l.key === 'session')).toMatchObject({ value: 90, pending: null });
    expect(view.exclusion).toMatchObject({ kind: 'timeout' });
    const days =
      (new Date(view.exclusion!.until).getTime() - new Date(view.exclusion!.started_at).getTime()) / 864e5;
    expect(days).toBeCloseTo(7, 1);

    // Newest first, each written by the member; money as the server stored it (satang), which the console reads.
    expect(view.history.map((h) => h.action)).toEqual([
      'protection.timeout',
      'protection.reality_check',
      'protection.limit',
      'protection.limit',
      'protection.limit',
    ]);
    expect(new Set(view.history.map((h) => h.actor))).toEqual(new Set([`member:${username}`]));
    expect(view.history[3]).toMatchObject({
      before: { key: 'deposit_day', value: 50_000 },
      after: { key: 'deposit_day', value: 50_000, pending: 80_000 },
    });
    expect(view.history[1]).toMatchObject({ before: { minutes: 0 }, after: { minutes: 30 } });
    expect(view.history[0]).toMatchObject({ before: null, after: { kind: 'timeout', duration: '7d' } });

    const content = await insertStaff(app, 'content');
    const refused = await call(app, 'GET', `/api/admin/members/${player.id}/protection`, {
      token: content.token,
    });
    expect(refused.status).toBe(403);
  });

  it("answers another agent's member as not found", async () => {
    const support = await insertStaff(app, 'support');
    await app.db.query(`INSERT INTO agents (code, name) VALUES ('prot-other', 'อีกเว็บ')`);
    const outsider = await insertMember(app, 'prot-other');
    expect((await member(outsider.token, 'timeout', { duration: '24h' })).error).toBe(0);
    const answer = await call(app, 'GET', `/api/admin/members/${outsider.id}/protection`, {
      token: support.token,
    });
    expect(answer.error).not.toBe(0);
    expect(answer.status).toBeLessThan(500);
    expect(answer.data).toBeNull();
    const report = protectionReport.parse(
      (
        await call(app, 'GET', '/api/admin/protection/report', {
          token: support.token,
          query: { state: 'all' },
        })
      ).data,
    );
    expect(report.excluded.map((e) => e.member_id)).not.toContain(outsider.id);
  });
});

describe('admin: the report of members near or at their limits', () => {
  it('lists members by how much of a limit they used, and those excluded now', async () => {
    const marketing = await insertStaff(app, 'marketing');
    // Lost 40, then lowered the daily loss limit to 45 (a decrease applies at once): near, not at.
    const loser = await fundedMember(app, 500);
    expect((await member(loser.token, 'limit', { key: 'loss_day', value: 100 })).error).toBe(0);
    const bet = await seamlessCall(app, 'bet', {
      token: await launch(app, loser),
      transaction_id: txId(),
      round_id: 'r-prot',
      game_id: 'builtin-slot-thai',
      amount: 40,
      currency: 'THB',
    });
    expect(bet.error).toBe(0);
    expect((await member(loser.token, 'limit', { key: 'loss_day', value: 45 })).error).toBe(0);
    // Logged in 10 minutes ago with a 5-minute session limit: at (and past) it.
    const player = await insertMember(app);
    expect((await member(player.token, 'limit', { key: 'session', value: 5 })).error).toBe(0);
    await app.db.query(
      `UPDATE sessions SET created_at = now() - interval '10 minutes' WHERE member_id = $1`,
      [player.id],
    );
    // A limit barely touched, and a self-exclusion.
    const cautious = await insertMember(app);
    expect((await member(cautious.token, 'limit', { key: 'deposit_week', value: 1000 })).error).toBe(0);
    expect((await member(cautious.token, 'self-exclude', { duration: '6m', confirm: true })).error).toBe(0);

    const read = async (state: string) =>
      protectionReport.parse(
        (await call(app, 'GET', '/api/admin/protection/report', { token: marketing.token, query: { state } }))
          .data,
      );
    const rowsOf = (report: ProtectionReport, id: number) => report.rows.filter((r) => r.member_id === id);
    const at = await read('at');
    expect(rowsOf(at, player.id)).toMatchObject([{ key: 'session', value: 5, resets_at: null }]);
    expect(rowsOf(at, player.id)[0]!.ratio).toBeGreaterThanOrEqual(2);
    expect(rowsOf(at, loser.id)).toEqual([]);
    const near = await read('near');
    expect(rowsOf(near, loser.id)).toMatchObject([{ key: 'loss_day', value: 45, used: 40, ratio: 0.889 }]);
    expect(rowsOf(near, player.id)).toHaveLength(1);
    expect(rowsOf(near, cautious.id)).toEqual([]);
    const all = await read('all');
    expect(rowsOf(all, cautious.id)).toMatchObject([{ key: 'deposit_week', used: 0, ratio: 0 }]);
    expect(all.excluded.find((e) => e.member_id === cautious.id)).toMatchObject({ kind: 'self_exclusion' });
    // The default is "near".
    const plain = await call(app, 'GET', '/api/admin/protection/report', { token: marketing.token });
    expect(rowsOf(protectionReport.parse(plain.data), loser.id)).toHaveLength(1);

    const lotto = await insertStaff(app, 'lotto');
    const refused = await call(app, 'GET', '/api/admin/protection/report', { token: lotto.token });
    expect(refused.status).toBe(403);
  });
});

describe('admin: the help contact of the safety page', () => {
  it('needs content.manage to read or save, and each save is audited', async () => {
    const content = await insertStaff(app, 'content');
    const support = await insertStaff(app, 'support');
    const body = {
      text: 'คุยกับเราได้ทุกวัน ไม่มีใครตัดสินคุณ',
      phone: '1323',
      line_id: '@safeplay',
      url: 'https://example.org/help',
    };
    const denied = await inject('PUT', '/api/admin/protection/help', support.token, body);
    expect(denied.status).toBe(403);
    expect((await call(app, 'GET', '/api/admin/protection/help', { token: support.token })).status).toBe(403);

    const saved = await inject('PUT', '/api/admin/protection/help', content.token, body);
    expect(saved.status).toBe(200);
    expect(safetyHelp.parse(saved.body.data).contact).toEqual(body);
    const read = await call(app, 'GET', '/api/admin/protection/help', { token: content.token });
    expect(safetyHelp.parse(read.data).contact).toEqual(body);
    // The public safety page shows it.
    const open = await call(app, 'GET', '/api/safety/help', { headers: { 'x-agent-code': 'demo' } });
    expect(open.data).toMatchObject({ contact: body });

    const plain = await inject('PUT', '/api/admin/protection/help', content.token, {
      ...body,
      url: 'http://x.org',
    });
    expect(plain.status).toBe(400);
    const { rows } = await app.db.query<{ staff_id: number; after: unknown }>(
      `SELECT staff_id::int AS staff_id, after FROM audit_log WHERE action = 'protection.help' ORDER BY id`,
    );
    expect(rows).toEqual([{ staff_id: content.id, after: body }]);
  });
});

describe('admin: nobody changes a member’s protection from the console', () => {
  it('has no admin route that writes a member’s protection', async () => {
    const owner = await insertStaff(app, 'owner');
    const player = await insertMember(app);
    expect((await member(player.token, 'self-exclude', { duration: '1y', confirm: true })).error).toBe(0);
    const base = `/api/admin/members/${player.id}/protection`;
    const attempts = [
      ['POST', base],
      ['PUT', base],
      ['DELETE', base],
      ['PATCH', base],
      ['POST', `${base}/exclusion`],
      ['DELETE', `${base}/exclusion`],
      ['POST', `${base}/limit`],
      ['POST', `${base}/lift`],
    ] as const;
    for (const [method, url] of attempts) {
      expect([method, url, (await inject(method, url, owner.token, { until: null })).status]).toEqual([
        method,
        url,
        404,
      ]);
    }
    const after = memberProtection.parse((await call(app, 'GET', base, { token: owner.token })).data);
    expect(after.exclusion).toMatchObject({ kind: 'self_exclusion' });
  });
});
