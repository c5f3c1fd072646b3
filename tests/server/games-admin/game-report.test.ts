import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStudio, insertTxs, player, type Game, type Tx } from './fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const finance = await insertStaff(app, 'finance');

// Two Bangkok days long past (2025-01-10 and 11): only this file's rows are there.
const FROM = '2025-01-10';
const TO = '2025-01-11';
const pg = await insertStudio(app, 'hub88', [
  { category: 'slot', rtp: 96.5 },
  { category: 'fishing', rtp: null },
]);
const jili = await insertStudio(app, 'hub88', [{ category: 'slot', rtp: 97 }]);
const [a, b, c] = [await player(app), await player(app), await player(app)];
const [slot, fish] = pg.games as [Game, Game];
const jslot = jili.games[0]!;
const txs: Tx[] = [
  { member: a, game: slot, kind: 'bet', amount: 100_00, at: '2025-01-10T00:00:00+07:00' },
  { member: a, game: slot, kind: 'settle', amount: 250_00, at: '2025-01-10T00:00:01+07:00' },
  {
    member: a,
    game: slot,
    kind: 'bet',
    amount: 50_00,
    at: '2025-01-10T09:00:00+07:00',
    status: 'rolled_back',
  },
  { member: a, game: slot, kind: 'rollback', amount: 0, at: '2025-01-10T09:00:05+07:00' },
  { member: b, game: slot, kind: 'bet', amount: 30_00, at: '2025-01-10T12:00:00+07:00' },
  { member: b, game: fish, kind: 'bet', amount: 20_00, at: '2025-01-11T08:00:00+07:00' },
  { member: b, game: fish, kind: 'settle', amount: 5_25, at: '2025-01-11T08:00:02+07:00' },
  { member: b, game: jslot, kind: 'bet', amount: 40_00, at: '2025-01-11T10:00:00+07:00' },
  { member: c, game: jslot, kind: 'bet', amount: 70_00, at: '2025-01-11T23:59:59+07:00' },
  { member: c, game: jslot, kind: 'settle', amount: 100_00, at: '2025-01-11T23:59:59.5+07:00' },
  // Outside the range by a second either side.
  { member: c, game: jslot, kind: 'bet', amount: 999_00, at: '2025-01-09T23:59:59+07:00' },
  { member: c, game: slot, kind: 'bet', amount: 888_00, at: '2025-01-12T00:00:00+07:00' },
];
await insertTxs(app, txs);

/** The independent figure: the rows above in the range, a rolled-back bet and rollbacks left out, in baht. */
const expected = (keep: (tx: Tx) => boolean, rtpOf: (game: Game) => number | null) => {
  const start = Date.parse('2025-01-10T00:00:00+07:00');
  const end = Date.parse('2025-01-12T00:00:00+07:00');
  const rows = txs.filter(
    (tx) =>
      keep(tx) && Date.parse(tx.at) >= start && Date.parse(tx.at) < end && (tx.status ?? 'done') === 'done',
  );
  const bets = rows.filter((tx) => tx.kind === 'bet');
  const stake = bets.reduce((sum, tx) => sum + tx.amount, 0);
  const win = rows.filter((tx) => tx.kind === 'settle').reduce((sum, tx) => sum + tx.amount, 0);
  const rated = bets.filter((tx) => rtpOf(tx.game) !== null);
  const ratedStake = rated.reduce((sum, tx) => sum + tx.amount, 0);
  return {
    bets: bets.length,
    stake: stake / 100,
    win: win / 100,
    ggr: (stake - win) / 100,
    realised_rtp: stake ? Math.round((win / stake) * 10_000) / 100 : null,
    published_rtp: ratedStake
      ? Math.round((rated.reduce((s, tx) => s + tx.amount * rtpOf(tx.game)!, 0) / ratedStake) * 100) / 100
      : null,
    players: new Set(bets.map((tx) => tx.member.id)).size,
  };
};
const rtp = (game: Game) => game.rtp;
const report = (query: Record<string, string>, token = finance.token) =>
  call(app, 'GET', '/api/admin/reports/games', { token, query: { from: FROM, to: TO, ...query } });

describe('game report: per provider, studio and game', () => {
  it('equals the rows inserted, per game, studio and provider, and the win/loss report’s total', async () => {
    const { error, data } = await report({ provider: 'hub88' });
    expect(error).toBe(0);
    expect(data.total).toEqual(expected(() => true, rtp));
    expect(data.total).toMatchObject({ bets: 5, stake: 260, win: 355.25, players: 3 });
    for (const game of [slot, fish, jslot])
      expect(data.games.find((g: { game_code: string }) => g.game_code === game.code)).toEqual(
        expect.objectContaining({ ...expected((tx) => tx.game === game, rtp), category: game.category }),
      );
    for (const studio of [pg, jili])
      expect(data.studios.find((s: { studio_id: number }) => s.studio_id === studio.id)).toEqual(
        expect.objectContaining(expected((tx) => tx.game.studioId === studio.id, rtp)),
      );
    expect(data.providers).toEqual([
      expect.objectContaining({ provider_code: 'hub88', ...expected(() => true, rtp) }),
    ]);
    // The win/loss report reads member_play: the same money.
    const winloss = await call(app, 'GET', '/api/admin/reports/winloss', {
      token: finance.token,
      query: { from: FROM, to: TO },
    });
    expect(winloss.data.total).toMatchObject({ stake: data.total.stake, win: data.total.win });
  });

  it('filters by studio and by category', async () => {
    const byStudio = await report({ studio: String(jili.id) });
    expect(byStudio.data.total).toEqual(expected((tx) => tx.game.studioId === jili.id, rtp));
    expect(byStudio.data.games.map((g: { game_code: string }) => g.game_code)).toEqual([jslot.code]);
    const fishing = await report({ category: 'fishing' });
    expect(fishing.data.total).toEqual(expected((tx) => tx.game.category === 'fishing', rtp));
    const nothing = await report({ from: '2024-06-01', to: '2024-06-01' });
    expect(nothing.data).toMatchObject({ providers: [], studios: [], games: [] });
    expect(nothing.data.total).toEqual(expected(() => false, rtp));
  });

  it('exports each level through the CSV writer with a total line, audited', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/reports/games.csv',
      query: { from: FROM, to: TO, provider: 'hub88', level: 'studio' },
      headers: { authorization: `Bearer ${finance.token}` },
    });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFค่ายเกม,ค่ายย่อย,จำนวนเดิมพัน,ยอดเดิมพัน,ยอดชนะ,GGR,อัตราคืนจริง (%),RTP ที่ประกาศ (%),ผู้เล่น',
    );
    const jiliLine = expected((tx) => tx.game.studioId === jili.id, rtp);
    expect(lines).toContain(
      `Hub88,Studio ${jili.code.slice(3)},${jiliLine.bets},${jiliLine.stake.toFixed(2)},${jiliLine.win.toFixed(2)},` +
        `${jiliLine.ggr.toFixed(2)},${jiliLine.realised_rtp!.toFixed(2)},${jiliLine.published_rtp!.toFixed(2)},2`,
    );
    expect(lines.at(-2)).toBe('รวม,,5,260.00,355.25,-95.25,136.63,96.73,3');
    const { rows } = await app.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'data.export' AND target_id = 'game_report_studio'`,
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses bad dates in Thai and a staff without reports.view', async () => {
    for (const [from, to] of [
      [TO, FROM],
      ['2025-02-30', '2025-03-01'],
      ['2025-01-01', '2025-06-30'],
    ]) {
      const answer = await report({ from: from!, to: to! });
      expect(answer.error).toBe(errorCatalogue.REPORT_RANGE_INVALID.code);
      expect(answer.message).toMatch(/[ก-๙]/);
    }
    expect((await report({ from: '10/01/2025' })).status).toBe(400);
    const content = await insertStaff(app, 'content');
    expect((await report({}, content.token)).status).toBe(403);
  });
});
