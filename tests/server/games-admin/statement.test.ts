import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStudio, insertTxs, player, type Tx } from './fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const finance = await insertStaff(app, 'finance');
const owner = await insertStaff(app, 'owner');

// December 2024 in Bangkok: from 2024-11-30T17:00Z to 2024-12-31T17:00Z.
const pg = await insertStudio(app, 'hub88', [{ category: 'slot', rtp: 96 }]);
const jili = await insertStudio(app, 'hub88', [{ category: 'fishing', rtp: 95 }]);
const builtin = (
  await app.db.query<{ id: number; code: string; provider_id: number }>(
    `SELECT id, code, provider_id FROM games
      WHERE provider_id = (SELECT id FROM game_providers WHERE code = 'builtin') LIMIT 1`,
  )
).rows[0]!;
const [a, b] = [await player(app), await player(app)];
const [pgGame, jiliGame] = [pg.games[0]!, jili.games[0]!];
const txs: Tx[] = [
  { member: a, game: pgGame, kind: 'bet', amount: 123_45, at: '2024-12-01T00:00:00+07:00' },
  {
    member: a,
    game: pgGame,
    kind: 'bet',
    amount: 10_00,
    at: '2024-12-05T10:00:00+07:00',
    status: 'rolled_back',
  },
  { member: a, game: pgGame, kind: 'rollback', amount: 0, at: '2024-12-05T10:00:03+07:00' },
  { member: b, game: pgGame, kind: 'bet', amount: 77_77, at: '2024-12-15T10:00:00+07:00' },
  { member: b, game: pgGame, kind: 'settle', amount: 50_01, at: '2024-12-15T10:00:01+07:00' },
  { member: b, game: jiliGame, kind: 'bet', amount: 10_00, at: '2024-12-20T10:00:00+07:00' },
  { member: b, game: jiliGame, kind: 'settle', amount: 33_33, at: '2024-12-31T23:59:59+07:00' },
  // Outside: November and January in Bangkok time, and another provider's play in the month.
  { member: a, game: pgGame, kind: 'bet', amount: 500_00, at: '2024-11-30T23:59:59+07:00' },
  { member: a, game: jiliGame, kind: 'bet', amount: 600_00, at: '2025-01-01T00:00:00+07:00' },
  {
    member: a,
    game: {
      ...pgGame,
      id: builtin.id,
      code: builtin.code,
      providerId: builtin.provider_id,
    },
    kind: 'bet',
    amount: 700_00,
    at: '2024-12-10T00:00:00+07:00',
  },
];
await insertTxs(app, txs);

const statement = (query: Record<string, string>, token = finance.token) =>
  call(app, 'GET', '/api/admin/reports/aggregator-statement', { token, query });
const share = (body: object, token = owner.token) =>
  call(app, 'POST', `/api/admin/games/providers/${pg.providerId}/shares`, { token, body });

/** Half away from zero, to a whole satang: what the statement says it does, done here with plain numbers. */
const owedOf = (ggr: number, bp: number) => Math.sign(ggr) * Math.floor((Math.abs(ggr) * bp) / 10_000 + 0.5);

/** The independent figures of one studio from the rows above (satang), December in Bangkok. */
const lineOf = (studioId: number, bp: number) => {
  const rows = txs.filter(
    (tx) =>
      tx.game.studioId === studioId &&
      tx.game.providerId === pg.providerId &&
      tx.at >= '2024-12-01T00:00:00+07:00' &&
      Date.parse(tx.at) < Date.parse('2025-01-01T00:00:00+07:00'),
  );
  const sum = (keep: (tx: Tx) => boolean) => rows.filter(keep).reduce((s, tx) => s + tx.amount, 0);
  const stake = sum((tx) => tx.kind === 'bet');
  const rolledBack = sum((tx) => tx.kind === 'bet' && tx.status === 'rolled_back');
  const win = sum((tx) => tx.kind === 'settle');
  const ggr = stake - rolledBack - win;
  const times = rows.map((tx) => new Date(tx.at).toISOString()).sort();
  return {
    bets: rows.filter((tx) => tx.kind === 'bet').length,
    stake,
    wins: rows.filter((tx) => tx.kind === 'settle').length,
    win,
    rollbacks: rows.filter((tx) => tx.kind === 'rollback').length,
    rolledBack,
    ggr,
    owed: owedOf(ggr, bp),
    first: times[0],
    last: times.at(-1),
  };
};
const inBaht = (l: ReturnType<typeof lineOf>) => ({
  bets: l.bets,
  stake: l.stake / 100,
  wins: l.wins,
  win: l.win / 100,
  rollbacks: l.rollbacks,
  rolled_back: l.rolledBack / 100,
  ggr: l.ggr / 100,
  owed: l.owed / 100,
  first_at: l.first,
  last_at: l.last,
});

describe("the aggregator's monthly statement", () => {
  it('sums each studio and the month, with the share owed rounded per studio to a satang', async () => {
    expect((await share({ sub_provider_id: null, percent: 15 })).error).toBe(0);
    expect((await share({ sub_provider_id: jili.id, percent: 12.5 })).error).toBe(0);
    const { error, data } = await statement({ month: '2024-12' });
    expect(error).toBe(0);
    const pgLine = lineOf(pg.id, 1500);
    const jiliLine = lineOf(jili.id, 1250);
    // 123.45 - 0 + 77.77 - 50.01 = 151.21 at 15 % = 22.6815 -> 22.68; 10.00 - 33.33 at 12.5 % = -2.91625 -> -2.92
    expect([pgLine.owed, jiliLine.owed]).toEqual([22_68, -2_92]);
    expect(data.studios).toEqual([
      expect.objectContaining({ studio_id: pg.id, share_percent: 15, ...inBaht(pgLine) }),
      expect.objectContaining({ studio_id: jili.id, share_percent: 12.5, ...inBaht(jiliLine) }),
    ]);
    expect(data.total).toMatchObject({
      bets: pgLine.bets + jiliLine.bets,
      stake: (pgLine.stake + jiliLine.stake) / 100,
      rollbacks: 1,
      ggr: (pgLine.ggr + jiliLine.ggr) / 100,
      owed: (pgLine.owed + jiliLine.owed) / 100,
      first_at: pgLine.first,
      last_at: jiliLine.last,
    });
  });

  it('exports the statement as CSV with a total line', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/reports/aggregator-statement.csv',
      query: { month: '2024-12' },
      headers: { authorization: `Bearer ${finance.token}` },
    });
    const lines = response.body.split('\r\n');
    expect(lines[0]!.startsWith('\uFEFFรหัสค่ายย่อย,ค่ายย่อย,จำนวนเดิมพัน')).toBe(true);
    expect(lines).toHaveLength(5);
    expect(lines[3]).toMatch(/^,รวม,4,221\.22,2,83\.34,1,10\.00,127\.88,15\.00,19\.76,/);
  });

  it('refuses a bad share, a bad month, and staff without the permission', async () => {
    for (const percent of [-1, 100.01, 12.345])
      expect((await share({ sub_provider_id: null, percent })).error).toBe(
        errorCatalogue.GAME_SHARE_INVALID.code,
      );
    expect((await share({ sub_provider_id: 999_999, percent: 1 })).error).toBe(
      errorCatalogue.GAME_STUDIO_NOT_FOUND.code,
    );
    expect((await share({ sub_provider_id: null, percent: 1 }, finance.token)).status).toBe(403);
    for (const month of ['2024-13', '2999-01']) {
      const answer = await statement({ month });
      expect(answer.error).toBe(errorCatalogue.GAME_MONTH_INVALID.code);
      expect(answer.message).toMatch(/[ก-๙]/);
    }
    expect((await statement({ month: '2024-1' })).status).toBe(400);
    const content = await insertStaff(app, 'content');
    expect((await statement({ month: '2024-12' }, content.token)).status).toBe(403);
  });

  it('parallel saves of one share leave one row', async () => {
    await Promise.all([5, 6, 7].map((percent) => share({ sub_provider_id: pg.id, percent })));
    const { rows } = await app.db.query(`SELECT share_bp FROM game_ggr_shares WHERE sub_provider_id = $1`, [
      pg.id,
    ]);
    expect(rows).toHaveLength(1);
    const audits = await app.db.query(`SELECT 1 FROM audit_log WHERE action = 'games.ggr_share.update'`);
    expect(audits.rows).toHaveLength(5);
  });
});
