import { afterAll, describe, expect, it } from 'vitest';
import { auditAs, requireReason } from '@server/staff/audit';
import { createTestApp } from '@tests/server/helpers/test-app';
import { openOwnerDb } from '@tests/server/helpers/test-db';
import { insertStaff } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

const meta = { ip: '10.2.0.1', requestId: 'req-audit-test' };
const rowsOf = async (action: string) =>
  (
    await app.db.query<{ id: number; before: unknown; after: unknown; reason: string }>(
      `SELECT id::int AS id, before, after, reason FROM audit_log WHERE action = $1`,
      [action],
    )
  ).rows;

describe('audit log', () => {
  it('writes the row with the change, and a failed change leaves no row', async () => {
    const staff = await insertStaff(app, 'owner');
    await app.db.tx(async (q) => {
      await q.query(`UPDATE staff SET display_name = 'ก' WHERE id = $1`, [staff.id]);
      await auditAs(q, meta, staff, {
        action: 'test.kept',
        targetType: 'staff',
        targetId: staff.id,
        before: { a: 1 },
        after: { a: 2 },
        reason: 'ทดสอบ',
      });
    });
    expect(await rowsOf('test.kept')).toMatchObject([{ before: { a: 1 }, after: { a: 2 }, reason: 'ทดสอบ' }]);

    await expect(
      app.db.tx(async (q) => {
        await auditAs(q, meta, staff, {
          action: 'test.rolled_back',
          targetType: 'staff',
          targetId: staff.id,
        });
        await q.query(`UPDATE staff SET role = NULL WHERE id = $1`, [staff.id]); // NOT NULL: the change fails
      }),
    ).rejects.toThrow();
    expect(await rowsOf('test.rolled_back')).toEqual([]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of audit rows', async () => {
    const staff = await insertStaff(app, 'owner');
    await auditAs(app.db, meta, staff, { action: 'test.append_only' });
    await expect(
      app.db.query(`UPDATE audit_log SET reason = 'x' WHERE action = 'test.append_only'`),
    ).rejects.toThrow(/append-only/);
    await expect(app.db.query(`DELETE FROM audit_log WHERE action = 'test.append_only'`)).rejects.toThrow(
      /append-only/,
    );
    // TRUNCATE is no privilege of the app role on PostgreSQL: the owner meets the trigger.
    const owner = await openOwnerDb(app.db);
    await expect(owner.query(`TRUNCATE audit_log`).finally(() => owner.close())).rejects.toThrow(
      /append-only/,
    );
    expect(await rowsOf('test.append_only')).toHaveLength(1);
  });

  it('requires a typed reason for money actions', () => {
    expect(() => requireReason('')).toThrow();
    expect(() => requireReason('   ')).toThrow();
    expect(requireReason('  ลูกค้าโอนผิดบัญชี ')).toBe('ลูกค้าโอนผิดบัญชี');
  });
});
