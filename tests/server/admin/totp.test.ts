import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { staffLogin, staffTotp } from '@server/staff/auth-flow';
import { acceptTotp, totpCodeAt } from '@server/staff/totp';
import { createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff, STAFF_PASSWORD } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

const STEP = 30_000;
// A fixed moment in the middle of a step, so "one step earlier/later" is never a boundary case.
const NOW = 1_800_000_000_000 + 15_000;
const meta = { ip: '10.1.0.1', userAgent: 'test', requestId: 'req-totp-test' };

describe('TOTP (RFC 6238, injected clock)', () => {
  it('accepts a code from one step before or after the server clock (phone clocks drift)', async () => {
    const staff = await insertStaff(app, 'finance');
    expect(
      await acceptTotp(app.db, staff.id, staff.totpSecret, totpCodeAt(staff.totpSecret, NOW - STEP), NOW),
    ).toBe(true);
    expect(
      await acceptTotp(
        app.db,
        staff.id,
        staff.totpSecret,
        totpCodeAt(staff.totpSecret, NOW + STEP),
        NOW + STEP,
      ),
    ).toBe(true);
    const other = await insertStaff(app, 'finance');
    expect(
      await acceptTotp(app.db, other.id, other.totpSecret, totpCodeAt(other.totpSecret, NOW + STEP), NOW),
    ).toBe(true);
  });

  it('refuses a code two steps away', async () => {
    const staff = await insertStaff(app, 'finance');
    for (const offset of [-2 * STEP, 2 * STEP])
      expect(
        await acceptTotp(app.db, staff.id, staff.totpSecret, totpCodeAt(staff.totpSecret, NOW + offset), NOW),
      ).toBe(false);
  });

  it('refuses a code reused within its window, and an older code after a newer one', async () => {
    const staff = await insertStaff(app, 'finance');
    const code = totpCodeAt(staff.totpSecret, NOW);
    expect(await acceptTotp(app.db, staff.id, staff.totpSecret, code, NOW)).toBe(true);
    expect(await acceptTotp(app.db, staff.id, staff.totpSecret, code, NOW + 5_000)).toBe(false);
    expect(
      await acceptTotp(app.db, staff.id, staff.totpSecret, totpCodeAt(staff.totpSecret, NOW - STEP), NOW),
    ).toBe(false);
    expect(
      await acceptTotp(
        app.db,
        staff.id,
        staff.totpSecret,
        totpCodeAt(staff.totpSecret, NOW + STEP),
        NOW + STEP,
      ),
    ).toBe(true);
  });

  it('accepts one code sent twice in parallel exactly once', async () => {
    const staff = await insertStaff(app, 'finance');
    const code = totpCodeAt(staff.totpSecret, NOW);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => acceptTotp(app.db, staff.id, staff.totpSecret, code, NOW)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('signs in with a skewed code through the login flow, and refuses the same code on a second ticket', async () => {
    const staff = await insertStaff(app, 'support');
    const first = await staffLogin(
      app.db,
      staff.agentId,
      { username: staff.username, password: STAFF_PASSWORD },
      meta,
    );
    if (first.step !== 'totp') throw new Error('expected the totp step');
    const code = totpCodeAt(staff.totpSecret, NOW - STEP);
    expect((await staffTotp(app.db, { ticket: first.ticket, code }, meta, NOW)).step).toBe('done');
    const second = await staffLogin(
      app.db,
      staff.agentId,
      { username: staff.username, password: STAFF_PASSWORD },
      meta,
    );
    if (second.step !== 'totp') throw new Error('expected the totp step');
    await expect(staffTotp(app.db, { ticket: second.ticket, code }, meta, NOW)).rejects.toMatchObject({
      code: errorCatalogue.STAFF_TOTP_INVALID.code,
    });
  });
});
