import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { openOwnerDb } from '@tests/server/helpers/test-db';
import { channelId } from '@tests/server/payments/payment-helpers';
import { insertStaff } from '../staff-fixtures';
import { auditRows, depositedMember } from './money-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const owner = await insertStaff(app, 'owner');
const get = (url: string, query?: Record<string, string>) =>
  call(app, 'GET', url, { token: owner.token, query });

const qrOrder = async (token: string, amount: number) => {
  const channel = await channelId(app, token, 'promptpay_qr');
  const answer = await call(app, 'POST', '/api/member/payment/generate_qr', {
    token,
    body: { channel_id: channel, amount },
  });
  return answer.data.order_id as string;
};

describe('deposit orders', () => {
  it('finds orders by reference, member, status and day, a page at a time', async () => {
    const member = await depositedMember(app, 0);
    const refs = [await qrOrder(member.token, 150), await qrOrder(member.token, 250)];
    const byRef = await get('/api/admin/deposits', { ref: refs[0]!.toLowerCase() });
    expect(byRef.data.items).toEqual([
      expect.objectContaining({
        ref: refs[0],
        amount: 150,
        status: 'pending',
        member: expect.objectContaining({ id: member.id }),
      }),
    ]);
    const byMember = await get('/api/admin/deposits', { member: member.phone.slice(2), page_size: '1' });
    expect(byMember.data).toMatchObject({ total: 2, total_capped: false, page_size: 1 });
    expect(byMember.data.items[0].ref).toBe(refs[1]); // newest first
    const cursor = byMember.data.next_cursor as string;
    const page2 = await get('/api/admin/deposits', { member: member.phone, page_size: '1', cursor });
    expect(page2.data.items[0].ref).toBe(refs[0]);
    expect(page2.data.next_cursor).toBeNull();
    expect((await get('/api/admin/deposits', { member: member.phone, status: 'paid' })).data.total).toBe(0);
    expect((await get('/api/admin/deposits', { member: member.phone, to: '2020-01-01' })).data.total).toBe(0);
    expect((await get('/api/admin/deposits', { from: '2020-02-31' })).error).toBe(6104);
    // A member search is a literal text: % is not a wildcard.
    expect((await get('/api/admin/deposits', { member: '%' })).data.total).toBe(0);
  });

  it('shows and filters an order past its expiry as expired (หมดอายุ), not as waiting for payment', async () => {
    const member = await depositedMember(app, 0);
    const [late, open] = [await qrOrder(member.token, 120), await qrOrder(member.token, 130)];
    await app.db.query(`UPDATE deposit_orders SET expires_at = now() - interval '1 minute' WHERE ref = $1`, [
      late,
    ]);
    const all = await get('/api/admin/deposits', { member: member.phone });
    const statusOf = (ref: string) =>
      all.data.items.find((item: { ref: string }) => item.ref === ref)?.status as string;
    expect([statusOf(late!), statusOf(open!)]).toEqual(['expired', 'pending']);
    const expired = await get('/api/admin/deposits', { member: member.phone, status: 'expired' });
    expect(expired.data.items.map((item: { ref: string }) => item.ref)).toEqual([late]);
    const pending = await get('/api/admin/deposits', { member: member.phone, status: 'pending' });
    expect(pending.data.items.map((item: { ref: string }) => item.ref)).toEqual([open]);
  });
});

describe('the ledger pages', () => {
  it('shows house balances that balance the member wallets', async () => {
    await depositedMember(app, 700);
    const { data } = await get('/api/admin/ledger/accounts');
    const house = data.accounts.reduce(
      (sum: number, a: { balance: number }) => sum + Math.round(a.balance * 100),
      0,
    );
    expect(house + Math.round(data.member_total * 100)).toBe(0);
    expect(data.accounts.map((a: { code: string }) => a.code)).toContain('deposits');
  });

  it('searches transfers by member phone and kind, with their entries', async () => {
    const member = await depositedMember(app, 123.45);
    const { data } = await get('/api/admin/ledger/transfers', { phone: member.phone, kind: 'deposit' });
    expect(data.items).toHaveLength(1);
    expect(data.items[0].entries).toEqual([
      expect.objectContaining({ account: 'house deposits', amount: -123.45, balance_after: null }),
      expect.objectContaining({
        account: `member ${member.phone} / กระเป๋าหลัก`,
        amount: 123.45,
        balance_after: 123.45,
      }),
    ]);
    expect(
      (await get('/api/admin/ledger/transfers', { phone: member.phone, kind: 'bet' })).data.items,
    ).toEqual([]);
  });

  it('runs the reconciliation from the screen, reports it, and audits the run', async () => {
    const answer = await call(app, 'POST', '/api/admin/ledger/reconcile', { token: owner.token, body: {} });
    expect(answer.data).toMatchObject({ ok: true, problems: [], since: null });
    // A broken ledger is reported plainly: a transfer that wrote no entries, as only the owner role can (the last
    // test of the file: the ledger stays broken).
    const insider = await openOwnerDb(app.db);
    await insider
      .query(
        `INSERT INTO ledger_transfers (idem_key, op, kind, description, fingerprint) VALUES ('broken', 'transfer', 'bet', '', '')`,
      )
      .finally(() => insider.close());
    const broken = await call(app, 'POST', '/api/admin/ledger/reconcile', { token: owner.token, body: {} });
    expect(broken.data.ok).toBe(false);
    expect(broken.data.problems).toEqual([
      expect.objectContaining({
        invariant: 'every transfer wrote entries',
        detail: expect.stringContaining('broken'),
      }),
    ]);
    // So are running totals that raw play does not bear out (ledger:check's second half).
    const totalsInsider = await openOwnerDb(app.db);
    await totalsInsider
      .query(
        `INSERT INTO member_day_totals (member_id, day, wallet_id, category, stake)
         SELECT member_id, DATE '2026-01-02', id, 'slot', 500 FROM ledger_accounts WHERE owner = 'member' LIMIT 1`,
      )
      .finally(() => totalsInsider.close());
    const totals = await call(app, 'POST', '/api/admin/ledger/reconcile', { token: owner.token, body: {} });
    expect(totals.data.problems).toContainEqual(
      expect.objectContaining({
        invariant: 'play totals per member and day equal raw play',
        detail: expect.stringContaining('day 2026-01-02'),
      }),
    );
    expect((await auditRows(app, 'ledger', '')).map((row) => row.after)).toEqual([
      { ok: true, problems: 0 },
      { ok: false, problems: 1 },
      { ok: false, problems: 2 },
    ]);
  });
});
