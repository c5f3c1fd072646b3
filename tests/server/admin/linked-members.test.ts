import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp, insertMember, randomAccount } from '@tests/server/helpers/test-app';
import { fromIp, loginAs, PASSWORD, registerMember } from '@tests/server/account/account-helpers';
import { depositedMember, requestWithdrawal } from './money/money-fixtures';
import { insertStaff } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const support = await insertStaff(app, 'support');
const content = await insertStaff(app, 'content');

const idOf = async (phone: string) =>
  (await app.db.query<{ id: number }>(`SELECT id::int AS id FROM members WHERE phone = $1`, [phone])).rows[0]!
    .id;
const linked = (id: number, token = support.token) =>
  call(app, 'GET', `/api/admin/members/${id}/linked`, { token });
const reasonsOf = (items: { id: number; reasons: string[] }[], id: number) =>
  items.find((item) => item.id === id)?.reasons;
const THAI = 'กขคงจฉชซดตถทนบปผพฟมยรลวสหอ';
/** A full name no other test member has (registration takes Thai letters only). */
const uniqueName = () =>
  `ทดสอบ ${Array.from({ length: 8 }, () => THAI[Math.floor(Math.random() * THAI.length)]).join('')}`;

describe('linked accounts', () => {
  it('lists members sharing a bank account, a device, an address or a full name, with the reasons', async () => {
    const device = randomUUID();
    const name = uniqueName();
    const a = await registerMember(app, { full_name: name, device_id: device });
    const aId = await idOf(a.phone);
    // b: the same account number at another bank; c: logs in from a's device (sent as a header, any case);
    // d: logs in from the address a logged in from; e: the same name; f: nothing in common.
    const b = await registerMember(app, {
      full_name: uniqueName(),
      bank_code: 'SCB',
      bank_account: a.bank_account,
    });
    const c = await registerMember(app, { full_name: uniqueName() });
    const address = `10.200.${Math.floor(Math.random() * 250)}.7`;
    expect((await loginAs(app, a.phone, PASSWORD, address)).error).toBe(0);
    expect(
      (
        await call(app, 'POST', '/api/login', {
          body: { phone: c.phone, password: PASSWORD },
          headers: { ...fromIp('10.9.9.9'), 'x-device-id': device.toUpperCase() },
        })
      ).error,
    ).toBe(0);
    const d = await registerMember(app, { full_name: uniqueName() });
    expect((await loginAs(app, d.phone, PASSWORD, address)).error).toBe(0);
    const e = await registerMember(app, { full_name: name });
    const f = await registerMember(app, { full_name: uniqueName() });

    const answer = await linked(aId);
    expect(answer.error).toBe(0);
    const items = answer.data.items;
    expect(reasonsOf(items, await idOf(b.phone))).toEqual(['bank_account']);
    expect(reasonsOf(items, await idOf(c.phone))).toEqual(['device']);
    expect(reasonsOf(items, await idOf(d.phone))).toEqual(['ip']);
    expect(reasonsOf(items, await idOf(e.phone))).toEqual(['name']);
    expect(reasonsOf(items, await idOf(f.phone))).toBeUndefined();
    expect(reasonsOf(items, aId)).toBeUndefined();
    // And the other way round: c is linked to a by the device a registered with.
    expect(reasonsOf((await linked(await idOf(c.phone))).data.items, aId)).toEqual(['device']);
  });

  it('finds a second bank account that is another member’s main account', async () => {
    const a = await insertMember(app);
    const b = await insertMember(app);
    const account = (
      await app.db.query<{ bank_account: string }>(`SELECT bank_account FROM members WHERE id = $1`, [a.id])
    ).rows[0]!.bank_account;
    await app.db.query(
      `INSERT INTO member_sub_bank_accounts (member_id, bank_code, bank_account, account_name) VALUES ($1, 'SCB', $2, 'ข')`,
      [b.id, account],
    );
    expect(reasonsOf((await linked(a.id)).data.items, b.id)).toContain('bank_account');
    expect(reasonsOf((await linked(b.id)).data.items, a.id)).toContain('bank_account');
  });

  it('refuses a role without members.view and a member of no such id in Thai', async () => {
    const a = await insertMember(app);
    expect((await linked(a.id, content.token)).status).toBe(403);
    const missing = await linked(2 ** 40);
    expect(missing.status).toBe(200);
    expect(missing.message).toBe('ไม่พบสมาชิกนี้');
  });
});

describe('the withdrawal queue', () => {
  it('flags a withdrawal from a member who shares a bank account or a device, not a name alone', async () => {
    const finance = await insertStaff(app, 'finance');
    const shared = await depositedMember(app, 500);
    const twin = await insertMember(app);
    const account = (
      await app.db.query<{ bank_account: string }>(`SELECT bank_account FROM members WHERE id = $1`, [
        shared.id,
      ])
    ).rows[0]!.bank_account;
    await app.db.query(`UPDATE members SET bank_code = 'SCB', bank_account = $2 WHERE id = $1`, [
      twin.id,
      account,
    ]);
    const device = randomUUID();
    const onDevice = await depositedMember(app, 500);
    const other = await insertMember(app);
    await app.db.query(`UPDATE members SET device_id = $2 WHERE id = ANY($1::bigint[])`, [
      [onDevice.id, other.id],
      device.replace(/-/g, ''),
    ]);
    const alone = await depositedMember(app, 500);
    await app.db.query(`UPDATE members SET bank_account = $2 WHERE id = $1`, [alone.id, randomAccount()]);
    const ids = {
      shared: await requestWithdrawal(app, shared.token, 100),
      onDevice: await requestWithdrawal(app, onDevice.token, 100),
      alone: await requestWithdrawal(app, alone.token, 100),
    };
    const { data } = await call(app, 'GET', '/api/admin/withdrawals', { token: finance.token });
    const flags = (id: number) => data.items.find((item: { id: number }) => item.id === id).flags as string[];
    expect(flags(ids.shared)).toContain('linked_accounts');
    expect(flags(ids.onDevice)).toContain('linked_accounts');
    // Every member of insertMember has the same full name: a name alone does not flag.
    expect(flags(ids.alone)).not.toContain('linked_accounts');
  });
});
