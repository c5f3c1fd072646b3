import { afterAll, describe, expect, it } from 'vitest';
import { call } from '@tests/server/helpers/test-app';
import { createLottoApp, marketId, openRound } from '@tests/server/lotto/lotto-helpers';
import { insertStaff } from './staff-fixtures';

const ctx = await createLottoApp(new Date('2026-11-20T03:00:00Z'));
const { app } = ctx;
afterAll(() => app.close());

describe('lotto rounds in the console', () => {
  it('carry what their market sells, so the result form asks the Lao draw for no front or back 3', async () => {
    const lotto = await insertStaff(app, 'lotto');
    const lao = await openRound(app, ctx.now(), { market: 'lao' });
    const gov = await openRound(app, ctx.now());
    const listed = async (market: string, id: number) =>
      (
        await call(app, 'GET', '/api/admin/lotto/rounds', {
          token: lotto.token,
          query: { market_id: String(await marketId(app, market)), limit: '100' },
        })
      ).data.find((round: { id: number }) => round.id === id);
    const laoRound = await listed('lao', lao);
    expect(laoRound.bet_types).toContain('three_top');
    expect(laoRound.bet_types).not.toContain('three_front');
    expect(laoRound.bet_types).not.toContain('three_back');
    expect((await listed('thai-gov', gov)).bet_types).toEqual(
      expect.arrayContaining(['three_front', 'three_back']),
    );
  });
});
