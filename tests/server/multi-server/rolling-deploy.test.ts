import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '@server/ledger';
import { serverScript } from '@tests/server/helpers/spawn-node';
import { buildPreviousRelease, type PreviousRelease } from './previous-release';
import { betBody, startSite, type Site } from './site';

// A rolling deploy (issue 32, server/migrations/README.md "Expand and contract"): the schema is this tree's
// (the test database is migrated by it), and the previous release's server (the tree before the newest schema
// change, built from git) serves beside this one. The money paths go through both, each call's follow-up through
// the other: bet, settle, rollback and the withdrawal request. PostgreSQL only (two servers on one database).
const url = process.env.DATABASE_URL;
let previous: PreviousRelease;
let site: Site;

beforeAll(async () => {
  if (!url) return;
  previous = await buildPreviousRelease();
  if (!previous.ok) return;
  console.log(`previous release: ${previous.commit.slice(0, 8)}`);
  const scripts = [previous.script, serverScript('server')];
  site = await startSite(url, 2, {}, (i) => scripts[i]!);
}, 180_000);
afterAll(async () => {
  if (!url || !previous?.ok) return;
  await site.stop();
  previous.remove();
}, 60_000);

describe.skipIf(!url)('the previous release beside this one on this schema', () => {
  it('moves money through both: bets, wins and rollbacks, withdrawals, each exactly once', async (context) => {
    if (!previous.ok) return context.skip(previous.reason);
    const member = await site.fundedMember(1_000);
    for (let i = 0; i < 2; i += 1) {
      const other = i + 1;
      const bet = `rolling-${randomUUID()}`;
      expect((await site.seamless(i, 'bet', betBody(member.game, bet, 100))).error).toBe(0);
      const round = `round-${bet}`;
      const settle = await site.seamless(other, 'settle', {
        token: member.game,
        transaction_id: `win-${bet}`,
        round_id: round,
        game_id: 'builtin-slot-thai',
        amount: 30,
        currency: 'THB',
      });
      expect(settle.error, settle.message).toBe(0);
      const rolledBack = `rolling-${randomUUID()}`;
      expect((await site.seamless(other, 'bet', betBody(member.game, rolledBack, 40))).error).toBe(0);
      const rollback = await site.seamless(i, 'rollback', {
        token: member.game,
        transaction_id: `rb-${rolledBack}`,
        ref_transaction_id: rolledBack,
        round_id: `round-${rolledBack}`,
        game_id: 'builtin-slot-thai',
      });
      expect(rollback.error, rollback.message).toBe(0);
      // The same bet again through the other release: the first answer, nothing debited twice.
      expect((await site.seamless(other, 'bet', betBody(member.game, bet, 100))).error).toBe(0);
    }
    const request_id = randomUUID();
    const first = await site.post(0, '/api/member/withdraw', { amount: 200, request_id }, member.bearer);
    expect(first.error, first.message).toBe(0);
    const again = await site.post(1, '/api/member/withdraw', { amount: 200, request_id }, member.bearer);
    expect(again.data.id).toBe(first.data.id);
    // 1,000 - 2 × (100 - 30) - 200
    expect(await site.balance(member.id)).toBe(660_00);
    expect(await checkLedger(site.db)).toEqual([]);
  });
});
