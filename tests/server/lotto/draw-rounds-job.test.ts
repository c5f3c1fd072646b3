import { afterAll, describe, expect, it } from 'vitest';
import { lottoTick } from '@server/jobs/lotto';
import { createLottoApp, marketId } from './lotto-helpers';

const { app } = await createLottoApp();
afterAll(() => app.close());

describe('the lotto job: draw rounds', () => {
  it('opens the rounds of a generic market’s weekdays two weeks ahead, once a Bangkok day', async () => {
    const lao = await marketId(app, 'lao');
    const at = new Date('2031-05-01T02:00:00Z'); // Thursday 1 May 2031, 09:00 Bangkok
    const first = await lottoTick(app.db, at);
    expect(first.drawRoundsCreated).toBeGreaterThan(0);
    const { rows } = await app.db.query<{ round_key: string }>(
      `SELECT round_key FROM lotto_rounds WHERE market_id = $1 AND round_key >= '2031-05-01' ORDER BY 1`,
      [lao],
    );
    const weekdays = (
      await app.db.query<{ weekdays: number[] }>(`SELECT weekdays FROM lotto_markets WHERE id = $1`, [lao])
    ).rows[0]!.weekdays;
    const expected = Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2031, 4, 1 + i)))
      .filter((day) => weekdays.includes(day.getUTCDay() || 7))
      .map((day) => day.toISOString().slice(0, 10));
    expect(rows.map((row) => row.round_key)).toEqual(expected);
    // The same Bangkok day again: nothing more (claimed), and nothing twice.
    expect((await lottoTick(app.db, new Date('2031-05-01T16:00:00Z'))).drawRoundsCreated).toBe(0);
  });
});
