import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { satang } from '@contract/money';
import type { Db } from '@server/db/db';
import { checkLedger, hold, postHold } from '@server/ledger';
import { createTestApp } from '@tests/server/helpers/test-app';
import { openOwnerDb } from '@tests/server/helpers/test-db';
import { bets, entryAt, tamper } from './check-helpers';
import { credit, key, memberWithWallet } from './ledger-helpers';

// The hash chain (migration 1040): an insider who edits a row with the triggers switched off (what the owner role
// can do, and the app role cannot: integrity-privileges.test.ts) is found by `ledger:check`, at the first link
// the edit broke.
let app: FastifyInstance;
let owner: Db;
beforeAll(async () => {
  app = await createTestApp();
  owner = await openOwnerDb(app.db);
});
afterAll(async () => {
  await owner.close();
  await app.close();
});

const chainProblems = async () =>
  (await checkLedger(app.db)).filter((p) => /chain/.test(p.invariant)).map((p) => p.detail);

describe('the ledger hash chain', () => {
  it('links every entry of a member account, and of a transfer with no member side', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 100);
    await bets(app.db, m.walletId, 3);
    const held = await app.db.tx((q) =>
      hold(q, {
        key: key('hold'),
        from: { walletId: m.walletId },
        to: { house: 'withdrawals' },
        amount: satang(500),
        kind: 'withdraw',
        description: 'x',
      }),
    );
    await app.db.tx((q) => postHold(q, { key: key('post'), holdId: held.holdId }));
    const { rows } = await app.db.query<{ owner: string; linked: number; entries: number }>(
      `SELECT a.owner, count(e.chain)::int AS linked, count(*)::int AS entries
         FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE e.transfer_id IN (SELECT transfer_id FROM ledger_entries WHERE account_id = $1)
           OR e.transfer_id = (SELECT settle_transfer_id FROM ledger_holds WHERE id = $2)
        GROUP BY a.owner ORDER BY a.owner`,
      [m.walletId, held.holdId],
    );
    // 5 member entries linked; of the house entries only the post_hold's two (holds -> withdrawals).
    expect(rows).toEqual([
      { owner: 'house', linked: 2, entries: 7 },
      { owner: 'member', linked: 5, entries: 5 },
    ]);
    expect(await chainProblems()).toEqual([]);
  });

  it('names the first broken link of an entry edited by the owner role', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 100);
    await bets(app.db, m.walletId, 4);
    const edited = await entryAt(app.db, m.walletId, 3);
    await tamper(owner, 'UPDATE ledger_entries SET amount = amount + 1 WHERE id = $1', [edited.id]);
    const problems = await chainProblems();
    expect(problems).toContain(
      `account ${m.walletId}: the chain breaks first at entry ${edited.id} (transfer ${edited.transfer_id}, ` +
        'version 3), which does not match its rows and the link before it',
    );
    await tamper(owner, 'UPDATE ledger_entries SET amount = amount - 1 WHERE id = $1', [edited.id]);
  });

  it('finds an edited transfer, an entry taken out of the chain and a rewritten head', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 100);
    await bets(app.db, m.walletId, 4);
    const first = await entryAt(app.db, m.walletId, 2);
    await tamper(owner, `UPDATE ledger_transfers SET description = 'ไม่ใช่' WHERE id = $1`, [
      first.transfer_id,
    ]);
    expect(await chainProblems()).toContain(
      `account ${m.walletId}: the chain breaks first at entry ${first.id} (transfer ${first.transfer_id}, ` +
        'version 2), which does not match its rows and the link before it',
    );
    await tamper(owner, `UPDATE ledger_transfers SET description = 'x' WHERE id = $1`, [first.transfer_id]);
    expect(await chainProblems()).toEqual([]);

    const unlinked = await entryAt(app.db, m.walletId, 4);
    const { rows } = await app.db.query<{ chain: Buffer }>('SELECT chain FROM ledger_entries WHERE id = $1', [
      unlinked.id,
    ]);
    await tamper(owner, 'UPDATE ledger_entries SET chain = NULL WHERE id = $1', [unlinked.id]);
    expect(await chainProblems()).toContain(
      `account ${m.walletId}: the chain breaks first at entry ${unlinked.id} (transfer ${unlinked.transfer_id}, ` +
        'version 4), which carries no link after a linked entry',
    );
    await tamper(owner, 'UPDATE ledger_entries SET chain = $2 WHERE id = $1', [unlinked.id, rows[0]!.chain]);

    await tamper(owner, `UPDATE ledger_accounts SET chain_head = '\\x00' WHERE id = $1`, [m.walletId]);
    expect(await chainProblems()).toContain(
      `account ${m.walletId}: its chain head is not the link of its last linked entry (${(await entryAt(app.db, m.walletId, 5)).id})`,
    );
  });
});
