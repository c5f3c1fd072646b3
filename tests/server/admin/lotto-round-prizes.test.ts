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

  it('refuses a result that does not fit its market’s prizes, in Thai, and takes one that does', async () => {
    const lotto = await insertStaff(app, 'lotto');
    const closed = { closeInSeconds: -60 };
    const enter = (round: number, body: object) =>
      call(app, 'POST', `/api/admin/lotto/rounds/${round}/result`, { token: lotto.token, body });
    const lao = await openRound(app, ctx.now(), { market: 'lao', ...closed });
    const withFront = await enter(lao, {
      first_prize: '123456',
      front3: ['111', '222'],
      back3: [],
      bottom2: '45',
    });
    expect(withFront).toMatchObject({
      status: 200,
      error: 6201,
      data: { problems: ['ตลาดนี้ไม่มีรางวัลเลขหน้า 3 ตัว ไม่ต้องกรอก'] },
    });
    expect((await enter(lao, { first_prize: '123456', bottom2: '45' })).error).toBe(0);

    const gov = await openRound(app, ctx.now(), closed);
    const withoutBack = await enter(gov, {
      first_prize: '123456',
      front3: ['111', '222'],
      back3: ['333'],
      bottom2: '45',
    });
    expect(withoutBack.data.problems).toEqual(['ตลาดนี้ต้องกรอกเลขท้าย 3 ตัว 2 ชุด']);
    const full = { first_prize: '123456', front3: ['111', '222'], back3: ['333', '444'], bottom2: '45' };
    expect((await enter(gov, full)).error).toBe(0);
  });
});
