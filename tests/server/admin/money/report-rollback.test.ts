import { afterAll, describe, expect, it } from 'vitest';
import { bangkokDay } from '@server/reports/bangkok-days';
import { bet, fundedMember, launch, seamlessCall, txId } from '@tests/server/games-platform/helpers';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from '../staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const finance = await insertStaff(app, 'finance');
const game = 'builtin-slot-thai';

const wager = (token: string, path: 'bet' | 'settle', id: string, round: string, amount: number) =>
  seamlessCall(app, path, bet(token, id, amount, round, game));

describe('stakes in the reports', () => {
  it('count real seamless bets and wins by the game’s category, less a bet rolled back', async () => {
    const member = await fundedMember(app, 500);
    const session = await launch(app, member, game);
    const category = (
      await app.db.query<{ category: string }>(`SELECT category FROM games WHERE code = $1`, [game])
    ).rows[0]!.category;
    expect((await wager(session, 'bet', txId('bet'), 'r1', 100)).error).toBe(0);
    expect((await wager(session, 'settle', txId('win'), 'r1', 30)).error).toBe(0);
    const undone = txId('bet');
    expect((await wager(session, 'bet', undone, 'r2', 40)).error).toBe(0);
    const rollback = await seamlessCall(app, 'rollback', {
      token: session,
      transaction_id: txId('rb'),
      ref_transaction_id: undone,
      round_id: 'r2',
      game_id: game,
    });
    expect(rollback.error).toBe(0);

    const today = bangkokDay(new Date());
    const report = await call(app, 'GET', '/api/admin/reports/money', {
      token: finance.token,
      query: { from: today, to: today },
    });
    expect(report.data.total).toMatchObject({ stakes: 100, wins: 30, ggr: 70 });
    expect(report.data.categories).toEqual([{ category, stakes: 100, wins: 30, ggr: 70 }]);
  });
});
