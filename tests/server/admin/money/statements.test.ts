import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { statementPresets, type StatementMapping } from '@contract/admin/statements';
import { thaiDateTime } from '@contract/thai-time';
import { formatDate } from '@admin-app/lib/dates';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { anyIp, channelId, mainBalance } from '@tests/server/payments/payment-helpers';
import { insertStaff } from '../staff-fixtures';
import { auditRows } from './money-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const finance = await insertStaff(app, 'finance');
const post = (path: string, body: unknown, token = finance.token) => call(app, 'POST', path, { token, body });

const bankChannel = async (token: string) => {
  const channel = await channelId(app, token, 'bank_transfer');
  const info = await call(app, 'GET', '/api/member/payment/info', {
    token,
    query: { channel_id: String(channel) },
  });
  return { channel, account: info.data.sub_channels[0] as { id: number } };
};

/** A member with an open transfer order; its exact pay amount in baht. */
const orderOf = async (amount: number) => {
  const member = await insertMember(app);
  const { channel, account } = await bankChannel(member.token);
  const order = await call(app, 'POST', '/api/member/payment/generate_qr', {
    headers: anyIp(),
    token: member.token,
    body: { channel_id: channel, sub_channel_id: account.id, amount },
  });
  return { member, account, ref: order.data.order_id as string, pay: order.data.pay_amount as number };
};

/** Bangkok time as a bank writes it, the members' Thai date and time: 27/11/2569 and 14:05. */
const bankTime = (at = new Date()) => {
  const [date, time] = thaiDateTime(at).split(' ');
  return { date: date!, time: time! };
};
const thousands = (baht: number) =>
  baht.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const generic: StatementMapping = statementPresets.generic.mapping;
const file = (lines: string[]) => ['วันที่,เวลา,ยอดเงินเข้า,เลขอ้างอิง,บัญชีผู้โอน,รายละเอียด', ...lines].join('\r\n');

describe('bank statement import', () => {
  it('previews each row (whose money, or why refused), imports it once, and a second import adds nothing', async () => {
    const paid = await orderOf(1000 + randomInt(0, 500));
    const { date, time } = bankTime();
    const unknownAmount = 2345.67 + randomInt(0, 100);
    const ref = `FT${randomInt(1e9, 1e10)}`;
    const csv = file([
      `${date},${time},"${thousands(paid.pay)}",${ref},xxx-x-x1234-x,โอนเงิน`,
      `${date},${time},"${thousands(unknownAmount)}",,,รับโอน`,
      `${date},${time},"-500.00",,,ถอนเงิน`,
      `31/02/2569,${time},100.00,,,วันที่ไม่มีจริง`,
      `${date},${time},abc,,,ยอดอ่านไม่ได้`,
      `${date},${time},"100.00",${ref},,ซ้ำในไฟล์`,
    ]);
    const body = { bank_account_id: paid.account.id, mapping: generic, csv, file_name: 'statement.csv' };
    const preview = await post('/api/admin/statements/preview', body);
    expect(preview.error).toBe(0);
    expect(preview.data.columns[2]).toBe('ยอดเงินเข้า');
    expect(
      preview.data.rows.map((r: { outcome: string; match: string | null }) => [r.outcome, r.match]),
    ).toEqual([
      ['new', 'order'],
      ['new', 'review'],
      ['refused', null],
      ['refused', null],
      ['refused', null],
      ['refused', null],
    ]);
    expect(preview.data.rows[0]).toMatchObject({ order_ref: paid.ref, amount: paid.pay, line: 2 });
    expect(preview.data.rows.slice(2).map((r: { reason: string }) => r.reason)).toEqual([
      'ไม่ใช่รายการเงินเข้า (ยอดเป็นศูนย์หรือติดลบ)',
      'อ่านวันที่หรือเวลาไม่ได้',
      'อ่านยอดเงินไม่ได้',
      'เลขอ้างอิงซ้ำกับแถวที่ 2 ในไฟล์นี้',
    ]);
    // The preview wrote nothing.
    expect(await mainBalance(app, paid.member.id)).toBe(0);

    const imported = await post('/api/admin/statements/import', body);
    expect(imported.data.counts).toEqual({ new: 2, known: 0, refused: 4 });
    expect(await mainBalance(app, paid.member.id)).toBe(Math.round(paid.pay * 100));
    const listed = await call(app, 'GET', '/api/admin/transfers', {
      token: finance.token,
      query: { status: 'review' },
    });
    const held = listed.data.items.find(
      (item: { id: number }) => item.id === imported.data.rows[1].transfer_id,
    );
    expect(held).toMatchObject({ description: 'รับโอน', amount: unknownAmount, has_slip: false });
    const again = await post('/api/admin/statements/import', body);
    expect(again.data.counts).toEqual({ new: 0, known: 2, refused: 4 });
    expect(await mainBalance(app, paid.member.id)).toBe(Math.round(paid.pay * 100));
    const audits = await auditRows(app, 'agent_bank_account', paid.account.id);
    expect(audits.filter((row) => row.action === 'statement.import')).toHaveLength(2);
  });

  it('parallel imports of one file record each line once and credit once', async () => {
    const orders = [await orderOf(300 + randomInt(0, 50)), await orderOf(400 + randomInt(0, 50))];
    const { time } = bankTime();
    // The console's Thai date ('27 พ.ย. 2569') with a two-digit Buddhist year, no bank reference: lines are
    // named by their content.
    const day = formatDate(new Date().toISOString()).replace(/\d\d(\d\d)$/, '$1');
    const csv = file(orders.map((o) => `${day},${time},${o.pay},,,`));
    const body = { bank_account_id: orders[0]!.account.id, mapping: generic, csv };
    const answers = await Promise.all([1, 2, 3, 4].map(() => post('/api/admin/statements/import', body)));
    expect(answers.map((a) => a.error)).toEqual([0, 0, 0, 0]);
    expect(answers.reduce((n, a) => n + a.data.counts.new, 0)).toBe(2);
    for (const order of orders)
      expect(await mainBalance(app, order.member.id)).toBe(Math.round(order.pay * 100));
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM incoming_transfers WHERE order_id IN
         (SELECT id FROM deposit_orders WHERE ref = ANY($1))`,
      [orders.map((o) => o.ref)],
    );
    expect(rows[0]!.n).toBe(2);
  });

  it('matches a line imported after its order expired, when the money came in while it was open', async () => {
    const order = await orderOf(600 + randomInt(0, 50));
    const arrived = new Date();
    await app.db.query(
      `UPDATE deposit_orders SET status = 'expired', expires_at = now() - interval '1 second' WHERE ref = $1`,
      [order.ref],
    );
    const { date, time } = bankTime(arrived);
    const csv = file([`${date},${time},${order.pay},,,`]);
    const done = await post('/api/admin/statements/import', {
      bank_account_id: order.account.id,
      mapping: generic,
      csv,
    });
    expect(done.data.rows[0]).toMatchObject({ outcome: 'new', match: 'order', order_ref: order.ref });
    expect(await mainBalance(app, order.member.id)).toBe(Math.round(order.pay * 100));
  });

  it('refuses a file it cannot use with a Thai message and changes nothing', async () => {
    const { account } = await bankChannel((await insertMember(app)).token);
    const other = await post('/api/admin/statements/import', {
      bank_account_id: 999_999,
      mapping: generic,
      csv: file([]),
    });
    expect(other).toMatchObject({ status: 200, error: 1001, message: 'ไม่พบบัญชีธนาคารนี้ของเว็บ กรุณาเลือกบัญชีใหม่' });
    const bad = await post('/api/admin/statements/import', {
      bank_account_id: account.id,
      mapping: {},
      csv: 'x',
    });
    expect(bad.status).toBeLessThan(500);
    const huge = await post('/api/admin/statements/lines', {
      bank_account_id: 2 ** 40,
      amount: 100,
      received_at: new Date().toISOString(),
    });
    expect(huge).toMatchObject({ status: 200, error: 1001 });
    const decimals = await post('/api/admin/statements/lines', {
      bank_account_id: account.id,
      amount: 100.005,
      received_at: new Date().toISOString(),
    });
    expect(decimals).toMatchObject({ status: 200, error: 1001, message: 'ยอดเงินต้องมีทศนิยมไม่เกิน 2 ตำแหน่ง' });
    const support = await insertStaff(app, 'support');
    const refused = await call(app, 'GET', '/api/admin/statements/accounts', { token: support.token });
    expect(refused.status).toBe(403);
  });

  it('saves a column mapping per bank account (audited) and lists it', async () => {
    const { account } = await bankChannel((await insertMember(app)).token);
    const mapping = { ...generic, skip_rows: 3, amount: 4, date_order: 'dmy' as const };
    expect(
      (await post('/api/admin/statements/mapping', { bank_account_id: account.id, mapping })).error,
    ).toBe(0);
    const listed = await call(app, 'GET', '/api/admin/statements/accounts', { token: finance.token });
    expect(listed.data.find((a: { id: number }) => a.id === account.id).mapping).toEqual(mapping);
    expect((await auditRows(app, 'agent_bank_account', account.id)).map((r) => r.action)).toContain(
      'statement.mapping',
    );
  });
});

describe('a statement line typed in, suggestions and one-click assign', () => {
  it('records a typed line once (the same line imported later is known), audited', async () => {
    const { account } = await bankChannel((await insertMember(app)).token);
    const at = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000);
    const ref = `MAN${randomInt(1e9, 1e10)}`;
    const line = {
      bank_account_id: account.id,
      amount: 1234.56,
      received_at: at.toISOString(),
      reference: ref,
    };
    const first = await post('/api/admin/statements/lines', line);
    expect(first).toMatchObject({ error: 0, data: { status: 'review', replayed: false } });
    const again = await post('/api/admin/statements/lines', line);
    expect(again.data).toMatchObject({ id: first.data.id, replayed: true });
    const { date, time } = bankTime(at);
    const imported = await post('/api/admin/statements/import', {
      bank_account_id: account.id,
      mapping: generic,
      csv: file([`${date},${time},"1,234.56",${ref},,`]),
    });
    expect(imported.data.rows[0]).toMatchObject({ outcome: 'known', transfer_id: first.data.id });
    expect((await auditRows(app, 'incoming_transfer', first.data.id)).map((r) => r.action)).toEqual([
      'statement.record',
    ]);
    const future = await post('/api/admin/statements/lines', {
      ...line,
      reference: 'later',
      received_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(future).toMatchObject({ error: 1001, message: 'วันเวลาอยู่ในอนาคต' });
  });

  it('the same line typed by two staff at once is one line, credited to its order once', async () => {
    const order = await orderOf(700 + randomInt(0, 50));
    const line = {
      bank_account_id: order.account.id,
      amount: order.pay,
      received_at: new Date().toISOString(),
      reference: `PAR${randomInt(1e9, 1e10)}`,
    };
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/admin/statements/lines', line)));
    expect(answers.map((a) => a.error)).toEqual([0, 0, 0]);
    expect(answers.filter((a) => !a.data.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    expect(answers[0]!.data).toMatchObject({
      status: 'matched',
      order_ref: order.ref,
      member_id: order.member.id,
    });
    expect(await mainBalance(app, order.member.id)).toBe(Math.round(order.pay * 100));
  });

  it('suggests members by the end of the sender account and by an open order near the amount', async () => {
    const asked = 800 + randomInt(0, 50);
    const order = await orderOf(asked);
    const owner = await insertMember(app);
    const { rows } = await app.db.query<{ bank_account: string }>(
      `SELECT bank_account FROM members WHERE id = $1`,
      [owner.id],
    );
    const last4 = rows[0]!.bank_account.slice(-4);
    // Paid the asked amount, not the exact one (the order's is 1 satang to 8 baht more: its floor was the exact
    // amount whenever the offset was whole baht): no automatic match, but the order is a suggestion.
    const line = await post('/api/admin/statements/lines', {
      bank_account_id: order.account.id,
      amount: asked,
      received_at: new Date().toISOString(),
      from_account: `xxx-x-x${last4}-x`,
      reference: `SUG${randomInt(1e9, 1e10)}`,
    });
    expect(line.data.status).toBe('review');
    const suggestions = await call(app, 'GET', `/api/admin/transfers/${line.data.id}/suggestions`, {
      token: finance.token,
    });
    const byMember = new Map(
      suggestions.data.map((s: { member: { id: number }; why: string }) => [s.member.id, s.why]),
    );
    expect(byMember.get(owner.id)).toBe('account_end');
    expect(byMember.get(order.member.id)).toBe('order');

    // One click, with a reason, three times at once: credited once, audited once; the repeats answered as it stands.
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        post(`/api/admin/transfers/${line.data.id}/assign`, {
          member_id: order.member.id,
          reason: 'ตรงกับรายการฝาก',
        }),
      ),
    );
    expect(answers.map((a) => a.error)).toEqual([0, 0, 0]);
    expect(await mainBalance(app, order.member.id)).toBe(asked * 100);
    expect(
      (await auditRows(app, 'incoming_transfer', line.data.id)).filter((r) => r.action === 'transfer.assign'),
    ).toHaveLength(1);
  });
});
