import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { spendPoints } from '@server/ledger';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { givePoints } from '@tests/server/rewards/points-helpers';
import { depositedMember } from '../money/money-fixtures';
import { insertStaff } from '../staff-fixtures';
import { autocommit } from '@server/db/db';

// The back office's transfer list over the points ledger too: a member's points account has no wallet type.
const app = await createTestApp();
afterAll(() => app.close());
const owner = await insertStaff(app, 'owner');
const list = (query: Record<string, string>) =>
  call(app, 'GET', '/api/admin/ledger/transfers', { token: owner.token, query });

describe('GET /api/admin/ledger/transfers with points transfers on the page', () => {
  it('lists points transfers beside money ones, in points, with the member points account named', async () => {
    const member = await depositedMember(app, 100);
    await givePoints(app, member.id, 250);
    await spendPoints(autocommit(app.db), {
      key: `test-spend:${randomUUID()}`,
      member: member.id,
      points: 40,
      description: 'แลกของรางวัล',
    });

    const byMember = await list({ phone: member.phone });
    expect(byMember.status).toBe(200);
    expect(byMember.error).toBe(0);
    const items = byMember.data.items as { kind: string; entries: unknown[] }[];
    expect(items.map((item) => item.kind)).toEqual(['points_spent', 'points_earned', 'deposit']);
    expect(items[0]!.entries).toEqual([
      expect.objectContaining({
        account: `member ${member.phone} / พอยท์`,
        asset: 'point',
        amount: -40,
        balance_after: 210,
      }),
      expect.objectContaining({ account: 'house points:spent', asset: 'point', amount: 40 }),
    ]);
    expect(items[1]!.entries).toContainEqual(
      expect.objectContaining({ account: `member ${member.phone} / พอยท์`, amount: 250, balance_after: 250 }),
    );
    // Money stays in baht.
    expect(items[2]!.entries).toContainEqual(
      expect.objectContaining({ account: `member ${member.phone} / กระเป๋าหลัก`, asset: 'thb', amount: 100 }),
    );

    // The newest page of every member, and a page by kind.
    const newest = await list({ limit: '5' });
    expect(newest.status).toBe(200);
    expect(newest.data.items.some((item: { kind: string }) => item.kind === 'points_spent')).toBe(true);
    const earned = await list({ kind: 'points_earned', limit: '3' });
    expect(earned.status).toBe(200);
    expect(earned.data.items.length).toBeGreaterThan(0);
  });
});
