import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from './staff-fixtures';

// The attacker's pass over the console's date filters (issue 28): a day or an instant no calendar of ours has
// (year 0, years written with six digits) is a Thai refusal, never a 5xx.
const app = await createTestApp();
afterAll(() => app.close());
const owner = await insertStaff(app, 'owner');
const get = (url: string, query: Record<string, string>) =>
  call(app, 'GET', url, { token: owner.token, query });
const thai = /[ก-๙]/;

describe('a date filter of year 0', () => {
  it('is refused in Thai by every report that takes Bangkok days', async () => {
    for (const url of [
      '/api/admin/reports/money',
      '/api/admin/reports/winloss',
      '/api/admin/rewards/report',
      '/api/admin/rewards/report.csv',
      '/api/admin/reports/shifts',
      '/api/admin/exports/deposits.csv',
    ]) {
      const answer = await get(url, { from: '0000-01-01', to: '0000-01-02' });
      expect(answer.status, url).toBeLessThan(500);
      expect(answer.error, url).not.toBe(0);
      expect(answer.message, url).toMatch(thai);
    }
  });

  it('is refused in Thai by the audit log and the staff login history, as are six-digit years', async () => {
    for (const from of [
      '0000-01-01',
      '0000-06-01T00:00:00Z',
      '-000001-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
    ]) {
      for (const query of [{ from }, { to: from }, { from, action: 'auth.' }] as Record<string, string>[]) {
        const answer = await get('/api/admin/audit', query);
        expect(answer.status, JSON.stringify(query)).toBe(200);
        expect(answer.error, JSON.stringify(query)).not.toBe(0);
        expect(answer.message).toMatch(thai);
      }
    }
    // Years 1 and 9999 are real: an empty page, not a refusal.
    expect(
      (await get('/api/admin/audit', { from: '0001-01-01T00:00:00Z', to: '9999-12-31T00:00:00Z' })).error,
    ).toBe(0);
  });
});
