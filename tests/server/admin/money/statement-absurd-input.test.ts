import { afterAll, describe, expect, it } from 'vitest';
import { fileTooLarge, STATEMENT_MAX_CHARS, statementPresets } from '@contract/admin/statements';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from '../staff-fixtures';
import { agentBankAccount } from './withdrawal-payout-fixtures';

// The attacker's pass over statement lines (issue 28): dates no bank writes and files no bank exports get a Thai
// refusal (never a 5xx) and record nothing.
const app = await createTestApp();
afterAll(() => app.close());
const finance = await insertStaff(app, 'finance');
const account = await agentBankAccount(app);
const post = (path: string, body: unknown) => call(app, 'POST', path, { token: finance.token, body });
const transfers = async () =>
  (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM incoming_transfers`)).rows[0]!.n;
const generic = statementPresets.generic.mapping;
const file = (lines: string[]) => ['วันที่,เวลา,ยอดเงินเข้า,เลขอ้างอิง,บัญชีผู้โอน,รายละเอียด', ...lines].join('\r\n');

describe('a statement line dated where no bank statement is', () => {
  it('refuses a typed line of year 0, year 1 or a century ago in Thai, and records nothing', async () => {
    const before = await transfers();
    for (const received_at of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00Z', '1900-01-01T00:00:00Z']) {
      const answer = await post('/api/admin/statements/lines', {
        bank_account_id: account,
        amount: 100,
        received_at,
      });
      expect(answer.status, received_at).toBe(200);
      expect(answer.error, received_at).toBe(1001);
      expect(answer.message, received_at).toMatch(/^[^A-Za-z]*[ก-๙][^A-Za-z]*$/);
    }
    expect(await transfers()).toBe(before);
  });

  it('refuses a file row of year 0000, 0001 or 0100 rather than read it as 1900, 1901 or 100', async () => {
    const csv = file([
      '27/11/0000,10:00,100,Y0,,',
      '27/11/0001,10:00,100,Y1,,',
      '01/01/0100,10:00,100,Y100,,',
    ]);
    const before = await transfers();
    const imported = await post('/api/admin/statements/import', {
      bank_account_id: account,
      mapping: generic,
      csv,
    });
    expect(imported.error).toBe(0);
    expect(imported.data.counts).toEqual({ new: 0, known: 0, refused: 3 });
    for (const row of imported.data.rows) expect(row.reason).toMatch(/[ก-๙]/);
    expect(await transfers()).toBe(before);
  });
});

describe('a statement file no bank exports', () => {
  it('names at most the hundred columns a mapping can choose from, however wide the file', async () => {
    const csv = 'x,'.repeat(200_000);
    const answer = await post('/api/admin/statements/preview', {
      bank_account_id: account,
      mapping: generic,
      csv,
    });
    expect(answer.error).toBe(0);
    expect(answer.data.columns.length).toBeLessThanOrEqual(100);
  });

  it('refuses an empty file and one over 3 MiB with a clear Thai message, a 20 MB body with a 413', async () => {
    for (const csv of ['', ' \r\n ']) {
      const empty = await post('/api/admin/statements/preview', {
        bank_account_id: account,
        mapping: generic,
        csv,
      });
      expect(empty).toMatchObject({ status: 200, error: 1001 });
      expect(empty.message).toContain('ไฟล์ว่าง');
      expect(empty.message).not.toMatch(/[A-Za-z]/);
    }
    const large = await post('/api/admin/statements/import', {
      bank_account_id: account,
      mapping: generic,
      csv: 'x'.repeat(STATEMENT_MAX_CHARS + 1),
    });
    expect(large).toMatchObject({ status: 200, error: 1001, message: fileTooLarge });
    const huge = await app.inject({
      method: 'POST',
      url: '/api/admin/statements/import',
      headers: { authorization: `Bearer ${finance.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        bank_account_id: account,
        mapping: generic,
        csv: 'x'.repeat(20 * 1024 * 1024),
      }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/[ก-๙]/);
  });
});
