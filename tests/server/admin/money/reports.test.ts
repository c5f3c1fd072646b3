import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { bangkokDay } from '@server/reports/bangkok-days';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from '../staff-fixtures';
import { bonus, depositedMember, gameOf, play, requestWithdrawal } from './money-fixtures';
import { agentBankAccount } from './withdrawal-payout-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const finance = await insertStaff(app, 'finance');
const today = bangkokDay(new Date());

const csv = async (by: 'day' | 'category' | 'member', from = today, to = today) => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/reports/money.csv',
    query: { from, to, by },
    headers: { authorization: `Bearer ${finance.token}` },
  });
  return { response, text: response.body };
};
const rowsOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

/** The ledger's own sums for the demo agent's members (satang), straight from the entries, and paid withdrawals. */
const ledgerSums = async () => {
  const { rows } = await app.db.query<{ kind: string; total: number }>(
    `SELECT e.kind, sum(e.amount)::bigint AS total FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id JOIN members m ON m.id = a.member_id
       JOIN agents g ON g.id = m.agent_id WHERE g.code = 'demo' GROUP BY e.kind`,
  );
  const by = Object.fromEntries(rows.map((row) => [row.kind, Number(row.total)]));
  const paid = await app.db.query<{ total: number }>(
    `SELECT coalesce(sum(amount), 0)::bigint AS total FROM withdrawals WHERE status = 'approved'`,
  );
  return {
    deposits: by.deposit ?? 0,
    withdrawals: Number(paid.rows[0]!.total),
    stakes: -(by.bet ?? 0),
    wins: by.win ?? 0,
    bonus: by.bonus ?? 0,
    adjustments: by.adjustment ?? 0,
  };
};
const satangOf = (text: string) => Math.round(Number(text) * 100);

describe('money reports', () => {
  it('exports CSV with a BOM whose totals equal the ledger, per day and per category', async () => {
    const [slot, casino] = [await gameOf(app, 'slot'), await gameOf(app, 'casino')];
    const a = await depositedMember(app, 1500.75);
    await play(app, a.id, 'bet', 400, slot);
    await play(app, a.id, 'win', 650.1, slot);
    await play(app, a.id, 'bet', 80, casino);
    await bonus(app, a.id, 30);
    // Money by hand: a credit and a debit through the console, its own column (net).
    for (const [direction, amount] of [
      ['credit', 40.5],
      ['debit', 10],
    ] as const) {
      const adjusted = await call(app, 'POST', `/api/admin/members/${a.id}/adjust`, {
        token: finance.token,
        body: { direction, amount, reason: 'ชดเชยระบบ', idempotency_key: randomUUID() },
      });
      expect(adjusted.data.status).toBe('done');
    }
    const b = await depositedMember(app, 300);
    const id = await requestWithdrawal(app, b.token, 120);
    await call(app, 'POST', `/api/admin/withdrawals/${id}/approve`, {
      token: finance.token,
      body: { note: 'จ่ายแล้ว', paid_from_account_id: await agentBankAccount(app), bank_reference: 'REF-1' },
    });

    const { response, text } = await csv('day');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = rowsOf(text);
    expect(rows[0]).toEqual([
      'วันที่',
      'ยอดฝาก',
      'ยอดถอน',
      'ยอดเดิมพัน',
      'ยอดชนะ',
      'GGR',
      'ต้นทุนโบนัส',
      'ปรับยอดโดยแอดมิน',
    ]);
    const total = rows.at(-1)!;
    expect(total[0]).toBe('รวม');
    const ledger = await ledgerSums();
    expect(total.slice(1).map(satangOf)).toEqual([
      ledger.deposits,
      ledger.withdrawals,
      ledger.stakes,
      ledger.wins,
      ledger.stakes - ledger.wins,
      ledger.bonus,
      ledger.adjustments,
    ]);
    expect(ledger).toMatchObject({
      deposits: 180_075,
      withdrawals: 12_000,
      stakes: 48_000,
      wins: 65_010,
      bonus: 3_000,
      adjustments: 3_050,
    });

    const byCategory = rowsOf((await csv('category')).text);
    expect(byCategory).toEqual([
      ['ประเภทเกม', 'ยอดเดิมพัน', 'ยอดชนะ', 'GGR'],
      ['คาสิโน', '80.00', '0.00', '80.00'],
      ['สล็อต', '400.00', '650.10', '-250.10'],
      ['รวม', '480.00', '650.10', '-170.10'],
    ]);

    // Per member: each member's own line, and the member lines add up to the total line, itself the day CSV's.
    const byMember = rowsOf((await csv('member')).text);
    expect(byMember[0]).toEqual([
      'เบอร์โทร',
      'ชื่อสมาชิก',
      'ยอดฝาก',
      'ยอดถอน',
      'ยอดเดิมพัน',
      'ยอดชนะ',
      'GGR',
      'ต้นทุนโบนัส',
      'ปรับยอดโดยแอดมิน',
    ]);
    const lineOf = (phone: string) => byMember.find((row) => row[0] === phone)!.slice(2);
    expect(lineOf(a.phone)).toEqual(['1500.75', '0.00', '480.00', '650.10', '-170.10', '30.00', '30.50']);
    expect(lineOf(b.phone)).toEqual(['300.00', '120.00', '0.00', '0.00', '0.00', '0.00', '0.00']);
    const memberTotal = byMember.at(-1)!;
    expect(memberTotal.slice(0, 2)).toEqual(['รวม', '']);
    expect(memberTotal.slice(2)).toEqual(total.slice(1));
    const columnSums = memberTotal
      .slice(2)
      .map((_, column) => byMember.slice(1, -1).reduce((sum, row) => sum + satangOf(row[column + 2]!), 0));
    expect(columnSums).toEqual(total.slice(1).map(satangOf));
  });

  it('answers the report as JSON, one line per day of the range', async () => {
    const answer = await call(app, 'GET', '/api/admin/reports/money', {
      token: finance.token,
      query: { from: '2026-01-30', to: '2026-02-02' },
    });
    expect(answer.error).toBe(0);
    expect(answer.data.days.map((d: { day: string }) => d.day)).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
  });

  it('refuses a reversed, too long or impossible range with a Thai message, and a malformed date with 400', async () => {
    const ranges: [string, string][] = [
      ['2026-02-02', '2026-02-01'],
      ['2024-01-01', '2026-01-01'],
      ['2026-02-30', '2026-03-01'],
    ];
    for (const [from, to] of ranges) {
      const answer = await call(app, 'GET', '/api/admin/reports/money', {
        token: finance.token,
        query: { from, to },
      });
      expect(answer.error, `${from}..${to}`).toBe(6104);
    }
    const bad = await call(app, 'GET', '/api/admin/reports/money', {
      token: finance.token,
      query: { from: 'x', to: 'y' },
    });
    expect(bad.status).toBe(400);
  });
});
