import { afterAll, describe, expect, it } from 'vitest';
import { bangkokDay } from '@contract/thai-time';
import { decideWithdrawal } from '@server/payments/withdrawals';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from '../staff-fixtures';
import { depositedMember, requestWithdrawal } from './money-fixtures';
import { agentBankAccount } from './withdrawal-payout-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const finance = await insertStaff(app, 'finance');
const owner = await insertStaff(app, 'owner');
const account = await agentBankAccount(app);
const get = (path: string, query: Record<string, string> = {}, token = finance.token) =>
  call(app, 'GET', `/api/admin/withdrawals${path}`, { token, query });
const approve = (id: number, token = finance.token) =>
  call(app, 'POST', `/api/admin/withdrawals/${id}/approve`, {
    token,
    body: { note: 'โอนแล้ว', paid_from_account_id: account, bank_reference: `REF${id}` },
  });
const refuse = (id: number, reason: string) =>
  call(app, 'POST', `/api/admin/withdrawals/${id}/refuse`, {
    token: owner.token,
    body: { note: 'ตรวจแล้วไม่ผ่าน', reason },
  });

// Three decided withdrawals of known members: approved 250 by finance, approved 700 by the owner, refused 400.
const a = await depositedMember(app, 1000);
const b = await depositedMember(app, 1000);
const c = await depositedMember(app, 1000);
const approvedSmall = await requestWithdrawal(app, a.token, 250);
const approvedBig = await requestWithdrawal(app, b.token, 700);
const refused = await requestWithdrawal(app, c.token, 400);
await approve(approvedSmall);
await approve(approvedBig, owner.token);
await refuse(refused, '=HYPERLINK("http://x")');
const ids = (answer: { data: { items: { id: number }[] } }) => answer.data.items.map((item) => item.id);
const ours = [approvedSmall, approvedBig, refused];

describe('the decided withdrawals history', () => {
  it('honours ?status= on the withdrawals list: approved lists only approved ones, refused only refused', async () => {
    const approved = await get('', { status: 'approved', page_size: '200' });
    expect(approved.error).toBe(0);
    expect(ids(approved)).toEqual(expect.arrayContaining([approvedSmall, approvedBig]));
    expect(ids(approved)).not.toContain(refused);
    expect(approved.data.items.every((item: { status: string }) => item.status === 'approved')).toBe(true);
    const refusedOnly = await get('', { status: 'refused' });
    expect(ids(refusedOnly)).toContain(refused);
    expect(ids(refusedOnly)).not.toContain(approvedSmall);
    // Without a status (or pending) it is still the queue.
    expect((await get('')).data).toHaveProperty('total');
    expect((await get('', { status: 'pending' })).data.items.map((i: { id: number }) => i.id)).not.toContain(
      approvedSmall,
    );
  });

  it('searches by member, amount range, staff and days', async () => {
    expect(ids(await get('/history', { member: a.phone }))).toEqual([approvedSmall]);
    const range = ids(await get('/history', { min_amount: '300', max_amount: '700', page_size: '200' }));
    expect(range).toEqual(expect.arrayContaining([approvedBig, refused]));
    expect(range).not.toContain(approvedSmall);
    const byOwner = ids(await get('/history', { staff: owner.username }));
    expect(byOwner.sort()).toEqual([approvedBig, refused].sort());
    const today = bangkokDay(new Date());
    expect(ids(await get('/history', { from: today, to: today, page_size: '200' }))).toEqual(
      expect.arrayContaining(ours),
    );
    expect(ids(await get('/history', { from: '2020-01-01', to: '2020-01-02' }))).toEqual([]);
    const item = (await get('/history', { member: b.phone })).data.items[0];
    expect(item).toMatchObject({
      amount: 700,
      status: 'approved',
      decided_by: owner.username,
      note: 'โอนแล้ว',
      bank_reference: `REF${approvedBig}`,
      paid_from: { id: account, account_number: '4445556667' },
    });
  });

  it("finds the automatic mode's decisions by the console's Thai word for it (ระบบ) as by system", async () => {
    const d = await depositedMember(app, 1000);
    const bySystem = await requestWithdrawal(app, d.token, 150);
    await decideWithdrawal(app.db, bySystem, { approve: true, by: 'system', payout: 'later' });
    for (const typed of ['ระบบ', ' ระบบอัตโนมัติ ', 'system', 'System']) {
      const found = ids(await get('/history', { staff: typed, page_size: '200' }));
      expect(found, typed).toContain(bySystem);
      expect(found, typed).not.toContain(approvedSmall);
    }
    const item = (await get('/history', { member: d.phone })).data.items[0];
    expect(item).toMatchObject({ id: bySystem, decided_by: 'system' });
  });

  it('refuses bad filters in Thai, never a 5xx', async () => {
    const queries: Record<string, string>[] = [
      { min_amount: '1.234' },
      { from: '2026-02-31' },
      { status: 'lost' },
      { cursor: 'nonsense' },
    ];
    for (const query of queries) {
      const answer = await get('/history', query);
      expect(answer.status).toBeLessThan(500);
      expect(answer.error).not.toBe(0);
      expect(answer.message).toMatch(/[ก-๙]/);
    }
  });

  it('exports CSV with the one writer: UTF-8 BOM, Thai headers, formula-safe cells', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/withdrawals/history.csv?member=${c.phone}`,
      headers: { authorization: `Bearer ${finance.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toContain('เหตุผลที่แจ้งสมาชิก');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain('400.00');
  });

  it('shows support the history (withdrawals.view)', async () => {
    const support = await insertStaff(app, 'support');
    expect((await get('/history', {}, support.token)).status).toBe(200);
  });
});
