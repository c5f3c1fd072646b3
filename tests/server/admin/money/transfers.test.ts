import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { satang } from '@contract/money';
import { recordIncomingTransfer } from '@server/payments/incoming-transfers';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { mainBalance } from '@tests/server/payments/payment-helpers';
import { insertStaff } from '../staff-fixtures';
import { auditRows } from './money-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const finance = await insertStaff(app, 'finance');

/** Money nobody can be matched to: held for review. */
const unmatched = async (baht: number) =>
  (
    await recordIncomingTransfer(app.db, {
      agentId: finance.agentId,
      source: 'test',
      externalId: randomUUID(),
      channelType: 'bank_transfer',
      subChannelId: 1,
      amount: satang(Math.round(baht * 100)),
      reference: 'โอนไม่มีหมายเหตุ',
    })
  ).id;
const post = (path: string, body: unknown, token = finance.token) => call(app, 'POST', path, { token, body });

describe('incoming transfers', () => {
  it('lists transfers waiting for review first, and filters by status', async () => {
    const id = await unmatched(321);
    const all = await call(app, 'GET', '/api/admin/transfers', { token: finance.token });
    expect(all.data.items[0]).toMatchObject({ id, status: 'review', amount: 321, member: null });
    expect(all.data.review_count).toBeGreaterThanOrEqual(1);
    const matched = await call(app, 'GET', '/api/admin/transfers', {
      token: finance.token,
      query: { status: 'matched' },
    });
    expect(matched.data.items.every((item: { status: string }) => item.status === 'matched')).toBe(true);
  });

  it('assigns a transfer to a member by phone once, with a reason, crediting the wallet and auditing', async () => {
    const member = await insertMember(app);
    const id = await unmatched(450.5);
    expect((await post(`/api/admin/transfers/${id}/assign`, { phone: member.phone })).error).toBe(6011);
    expect(await mainBalance(app, member.id)).toBe(0);
    const answers = await Promise.all(
      [1, 2].map(() =>
        post(`/api/admin/transfers/${id}/assign`, { phone: member.phone, reason: 'สลิปตรงกับสมาชิก' }),
      ),
    );
    // The same request twice at once: one assigns, the other is its replay, answered as it stands.
    expect(answers.map((a) => a.error)).toEqual([0, 0]);
    expect(answers.map((a) => a.data)).toEqual([answers[0]!.data, answers[0]!.data]);
    expect(await mainBalance(app, member.id)).toBe(45_050);
    expect(await auditRows(app, 'incoming_transfer', id)).toEqual([
      expect.objectContaining({ action: 'transfer.assign', reason: 'สลิปตรงกับสมาชิก' }),
    ]);
    const listed = await call(app, 'GET', '/api/admin/transfers', {
      token: finance.token,
      query: { status: 'matched' },
    });
    expect(listed.data.items.find((item: { id: number }) => item.id === id).member.phone).toBe(member.phone);
  });

  it('rejects with a reason; an unknown member or transfer is refused and changes nothing', async () => {
    const id = await unmatched(99);
    expect(
      (await post(`/api/admin/transfers/${id}/assign`, { phone: '0000000000', reason: 'ลองผิด' })).error,
    ).toBe(6103);
    expect((await post(`/api/admin/transfers/999999/reject`, { reason: 'ไม่มีรายการ' })).error).toBe(6101);
    const rejected = await post(`/api/admin/transfers/${id}/reject`, { reason: 'คืนเงินผู้โอนแล้ว' });
    expect(rejected).toMatchObject({ error: 0, data: { status: 'rejected', member_id: null } });
    const row = await app.db.query(`SELECT status, note FROM incoming_transfers WHERE id = $1`, [id]);
    expect(row.rows[0]).toEqual({ status: 'rejected', note: 'คืนเงินผู้โอนแล้ว' });
    expect((await auditRows(app, 'incoming_transfer', id)).map((r) => r.action)).toEqual(['transfer.reject']);
  });

  it('is refused to a role without transfers.review', async () => {
    const support = await insertStaff(app, 'support');
    expect((await call(app, 'GET', '/api/admin/transfers', { token: support.token })).status).toBe(403);
  });
});

describe('a resolution sent again', () => {
  it('answers the same assignment or rejection again (once, then ten at once) as it stands, crediting once', async () => {
    const member = await insertMember(app);
    const id = await unmatched(120);
    const assign = () =>
      post(`/api/admin/transfers/${id}/assign`, { member_id: member.id, reason: 'สลิปตรงกัน' });
    const answers = [
      await assign(),
      await assign(),
      ...(await Promise.all(Array.from({ length: 10 }, assign))),
    ];
    expect(answers.map((a) => a.error)).toEqual(Array(12).fill(0));
    expect(new Set(answers.map((a) => JSON.stringify(a.data)))).toEqual(
      new Set([JSON.stringify({ id, status: 'matched', member_id: member.id })]),
    );
    expect(await mainBalance(app, member.id)).toBe(12_000);
    expect((await auditRows(app, 'incoming_transfer', id)).map((r) => r.action)).toEqual(['transfer.assign']);

    const other = await insertMember(app);
    const elsewhere = await post(`/api/admin/transfers/${id}/assign`, {
      member_id: other.id,
      reason: 'สลิปตรงกัน',
    });
    expect(elsewhere.error).toBe(6102);
    expect((await post(`/api/admin/transfers/${id}/reject`, { reason: 'คืนเงินแล้ว' })).error).toBe(6102);
    expect(await mainBalance(app, other.id)).toBe(0);

    const refused = await unmatched(80);
    const reject = () => post(`/api/admin/transfers/${refused}/reject`, { reason: 'คืนเงินผู้โอนแล้ว' });
    const rejections = [await reject(), ...(await Promise.all(Array.from({ length: 10 }, reject)))];
    expect(rejections.map((a) => a.error)).toEqual(Array(11).fill(0));
    expect((await post(`/api/admin/transfers/${refused}/reject`, { reason: 'อีกเหตุผลหนึ่ง' })).error).toBe(6102);
    expect((await auditRows(app, 'incoming_transfer', refused)).map((r) => r.action)).toEqual([
      'transfer.reject',
    ]);
  });
});
