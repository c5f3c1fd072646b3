import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { fundedMember } from '@tests/server/games-platform/helpers';
import { insertStaff } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

const owner = await insertStaff(app, 'owner');

/** The demo agent's rules, set by its owner (every test sets the ones it reads). */
const setRules = async (fourEyesAbove: number, financeLimit: number) => {
  const answer = await call(app, 'POST', '/api/admin/manual_money/rules', {
    token: owner.token,
    body: { four_eyes_above: fourEyesAbove, limits: [{ role: 'finance', daily_limit: financeLimit }] },
  });
  expect(answer.error).toBe(0);
};

const adjust = (token: string, memberId: number, body: object) =>
  call(app, 'POST', `/api/admin/members/${memberId}/adjust`, {
    token,
    body: { direction: 'credit', amount: 10, reason: 'ชดเชยระบบ', idempotency_key: randomUUID(), ...body },
  });

const balanceOf = async (memberId: number) => {
  const detail = await call(app, 'GET', `/api/admin/members/${memberId}`, { token: owner.token });
  return detail.data.wallets[0].balance as number;
};

const rowsOf = async (memberId: number) =>
  (
    await app.db.query<{ status: string }>(`SELECT status FROM manual_adjustments WHERE member_id = $1`, [
      memberId,
    ])
  ).rows;

describe('manual money: the amount and what the member is told', () => {
  it('refuses an amount with more than two decimals with a Thai message, rounding nothing and moving nothing', async () => {
    await setRules(5000, 100_000);
    const finance = await insertStaff(app, 'finance');
    const member = await fundedMember(app, 10);
    for (const amount of [0.001, 1.005, 0.009]) {
      const refused = await adjust(finance.token, member.id, { amount });
      expect(refused.status).toBe(200);
      expect(refused.error).toBe(errorCatalogue.AMOUNT_INVALID.code);
      expect(refused.message).toContain('ทศนิยมไม่เกิน 2 ตำแหน่ง');
    }
    expect(await balanceOf(member.id)).toBe(10);
    expect(await rowsOf(member.id)).toEqual([]);
    const me = await call(app, 'GET', '/api/admin/manual_money/me', { token: finance.token });
    expect(me.data.used_today).toBe(0);
  });

  it("shows the member a neutral line and the member text, never the staff's internal note", async () => {
    await setRules(5000, 100_000);
    const finance = await insertStaff(app, 'finance');
    const member = await fundedMember(app, 0);
    const note = 'ภายใน: ลูกค้าโวยวาย เพิ่มให้เงียบ';
    expect((await adjust(finance.token, member.id, { amount: 20, reason: note })).data.status).toBe('done');
    const told = await adjust(finance.token, member.id, {
      amount: 5,
      reason: note,
      member_text: 'ชดเชยระบบขัดข้อง',
    });
    expect(told.data).toMatchObject({ status: 'done', balance: 25, replayed: false });
    const statement = await call(app, 'GET', '/api/member/statement', { token: member.token });
    const lines = statement.data.items.map((l: { description: string }) => l.description);
    expect(lines).toEqual(['ปรับยอดเพิ่มโดยแอดมิน: ชดเชยระบบขัดข้อง', 'ปรับยอดเพิ่มโดยแอดมิน']);
    const inbox = await call(app, 'GET', '/api/member/inbox', { token: member.token });
    expect(inbox.data.items).toHaveLength(2);
    expect(JSON.stringify(inbox.data)).not.toContain('ลูกค้าโวยวาย');
    expect(JSON.stringify(statement.data)).not.toContain('ลูกค้าโวยวาย');
    // Staff still read the note: in the audit log and in the adjustments list.
    const list = await call(app, 'GET', '/api/admin/adjustments', {
      token: owner.token,
      query: { status: 'done' },
    });
    expect(list.data.items.filter((i: { member_id: number }) => i.member_id === member.id)).toMatchObject([
      { note, member_text: 'ชดเชยระบบขัดข้อง', amount: 5 },
      { note, member_text: '', amount: 20 },
    ]);
  });
});

describe('manual money: the daily limit of a role', () => {
  it('holds under parallel adjustments: of six of 30 baht against a 100 baht day, exactly three pass', async () => {
    await setRules(5000, 100);
    const finance = await insertStaff(app, 'finance');
    const member = await fundedMember(app, 0);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => adjust(finance.token, member.id, { amount: 30 })),
    );
    const codes = answers.map((a) => a.error).sort();
    const limit = errorCatalogue.MANUAL_LIMIT_REACHED.code;
    expect(codes).toEqual([0, 0, 0, limit, limit, limit]);
    expect(answers.find((a) => a.error === limit)!.message).toContain('วงเงิน');
    expect(await balanceOf(member.id)).toBe(90);
    expect(await rowsOf(member.id)).toHaveLength(3);
    // Debits count too; the day has 10 baht left; another staff member has a day of their own.
    expect((await adjust(finance.token, member.id, { amount: 10.01, direction: 'debit' })).error).toBe(limit);
    expect((await adjust(finance.token, member.id, { amount: 10, direction: 'debit' })).error).toBe(0);
    const me = await call(app, 'GET', '/api/admin/manual_money/me', { token: finance.token });
    expect(me.data).toMatchObject({ daily_limit: 100, used_today: 100 });
    const other = await insertStaff(app, 'finance');
    expect((await adjust(other.token, member.id, { amount: 30 })).error).toBe(0);
    expect(await balanceOf(member.id)).toBe(110);
  });

  it('counts a refused debit for nothing, and answers a replayed key without counting it again', async () => {
    await setRules(5000, 100);
    const finance = await insertStaff(app, 'finance');
    const member = await fundedMember(app, 10);
    const overdraft = await adjust(finance.token, member.id, { amount: 50, direction: 'debit' });
    expect(overdraft.error).toBe(errorCatalogue.INSUFFICIENT_FUNDS.code);
    const key = randomUUID();
    const first = await adjust(finance.token, member.id, { amount: 60, idempotency_key: key });
    const again = await adjust(finance.token, member.id, { amount: 60, idempotency_key: key });
    expect(again.data).toEqual({ ...first.data, replayed: true });
    const me = await call(app, 'GET', '/api/admin/manual_money/me', { token: finance.token });
    expect(me.data.used_today).toBe(60);
    expect((await adjust(finance.token, member.id, { amount: 70, idempotency_key: key })).error).toBe(
      errorCatalogue.IDEMPOTENCY_CONFLICT.code,
    );
  });

  it('lets only the owner set the rules, and refuses a limit with three decimals', async () => {
    const finance = await insertStaff(app, 'finance');
    const body = { four_eyes_above: 100, limits: [{ role: 'finance', daily_limit: 10 }] };
    const refused = await call(app, 'POST', '/api/admin/manual_money/rules', { token: finance.token, body });
    expect(refused.status).toBe(403);
    const bad = await call(app, 'POST', '/api/admin/manual_money/rules', {
      token: owner.token,
      body: { ...body, four_eyes_above: 1.001 },
    });
    expect(bad.status).toBe(400);
    await setRules(1234.5, 777);
    const rules = await call(app, 'GET', '/api/admin/manual_money/rules', { token: owner.token });
    expect(rules.data.four_eyes_above).toBe(1234.5);
    expect(rules.data.limits).toContainEqual({ role: 'finance', daily_limit: 777 });
  });
});

describe('manual money: four eyes above the threshold', () => {
  it('makes a request that moves nothing until another staff member approves it, exactly once', async () => {
    await setRules(50, 1000);
    const [requester, b, c] = await Promise.all([
      insertStaff(app, 'finance'),
      insertStaff(app, 'finance'),
      insertStaff(app, 'finance'),
    ]);
    const support = await insertStaff(app, 'support');
    const member = await fundedMember(app, 0);
    expect((await adjust(requester.token, member.id, { amount: 50 })).data.status).toBe('done');
    const asked = await adjust(requester.token, member.id, { amount: 80, reason: 'โบนัสพิเศษ' });
    expect(asked.data).toMatchObject({ status: 'pending', transfer_id: null, balance: null });
    const id = asked.data.request_id as number;
    expect(await balanceOf(member.id)).toBe(50);
    const pending = await call(app, 'GET', '/api/admin/adjustments', {
      token: b.token,
      query: { status: 'pending' },
    });
    expect(pending.data.items).toContainEqual(
      expect.objectContaining({ id, amount: 80, requested_by: requester.username, status: 'pending' }),
    );
    const own = await call(app, 'POST', `/api/admin/adjustments/${id}/approve`, {
      token: requester.token,
      body: {},
    });
    expect(own.error).toBe(errorCatalogue.ADJUST_SELF_APPROVE.code);
    const denied = await call(app, 'POST', `/api/admin/adjustments/${id}/approve`, {
      token: support.token,
      body: {},
    });
    expect(denied.status).toBe(403);
    expect(await balanceOf(member.id)).toBe(50);
    const both = await Promise.all(
      [b, c].map((s) =>
        call(app, 'POST', `/api/admin/adjustments/${id}/approve`, { token: s.token, body: {} }),
      ),
    );
    expect(both.map((a) => a.error).sort()).toEqual([0, errorCatalogue.ADJUST_REQUEST_DECIDED.code]);
    const approved = both.find((a) => a.error === 0)!;
    expect(approved.data).toMatchObject({ id, status: 'approved' });
    expect(await balanceOf(member.id)).toBe(130);
    const moves = await app.db.query(`SELECT 1 FROM ledger_transfers WHERE idem_key = $1`, [
      `adjust:adjust-request:${id}`,
    ]);
    expect(moves.rows).toHaveLength(1);
    // The approver's own retry answers the request as it is and moves nothing more.
    const winner = [b, c][both.indexOf(approved)]!;
    const again = await call(app, 'POST', `/api/admin/adjustments/${id}/approve`, {
      token: winner.token,
      body: {},
    });
    expect(again.data).toMatchObject({ id, status: 'approved' });
    expect(await balanceOf(member.id)).toBe(130);
    const later = await call(app, 'POST', `/api/admin/adjustments/${id}/reject`, {
      token: b.token,
      body: { reason: 'สายไป' },
    });
    expect(later.error).toBe(errorCatalogue.ADJUST_REQUEST_DECIDED.code);
  });

  it('a rejection needs a reason, moves nothing and gives the amount back to the day', async () => {
    await setRules(50, 100);
    const [requester, checker] = await Promise.all([
      insertStaff(app, 'finance'),
      insertStaff(app, 'finance'),
    ]);
    const member = await fundedMember(app, 0);
    const asked = await adjust(requester.token, member.id, { amount: 90 });
    expect(asked.data.status).toBe('pending');
    // The request counted against the requester's day: 20 more would pass 100.
    expect((await adjust(requester.token, member.id, { amount: 20 })).error).toBe(
      errorCatalogue.MANUAL_LIMIT_REACHED.code,
    );
    const id = asked.data.request_id as number;
    const url = `/api/admin/adjustments/${id}/reject`;
    expect((await call(app, 'POST', url, { token: checker.token, body: {} })).error).toBe(
      errorCatalogue.REASON_REQUIRED.code,
    );
    const rejected = await call(app, 'POST', url, { token: checker.token, body: { reason: 'ไม่มีหลักฐาน' } });
    expect(rejected.data).toMatchObject({ status: 'rejected', decided_by: checker.username });
    expect(await balanceOf(member.id)).toBe(0);
    const me = await call(app, 'GET', '/api/admin/manual_money/me', { token: requester.token });
    expect(me.data.used_today).toBe(0);
    expect((await adjust(requester.token, member.id, { amount: 20 })).error).toBe(0);
    const approve = await call(app, 'POST', `/api/admin/adjustments/${id}/approve`, {
      token: checker.token,
      body: {},
    });
    expect(approve.error).toBe(errorCatalogue.ADJUST_REQUEST_DECIDED.code);
  });

  it('the table itself refuses an approval by the requester', async () => {
    await setRules(50, 1000);
    const requester = await insertStaff(app, 'finance');
    const member = await fundedMember(app, 0);
    const id = (await adjust(requester.token, member.id, { amount: 80 })).data.request_id as number;
    await expect(
      app.db.query(
        `UPDATE manual_adjustments SET status = 'approved', decided_by = requested_by, transfer_id = 1 WHERE id = $1`,
        [id],
      ),
    ).rejects.toThrow();
  });
});
