import { afterAll, describe, expect, it } from 'vitest';
import { lottoTick } from '@server/jobs/lotto';
import { checkLedger } from '@server/ledger';
import { closeDueRounds } from '@server/lotto/close-rounds';
import { settleRound } from '@server/lotto/settle';
import { YEEKEE_LIMITS } from '@server/lotto/yeekee-shoot';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { balanceOf, createMarket, createRound, fundedMember, placeBill } from './lotto-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

const openRound = async (market: number) =>
  createRound(app.db, market, {
    openAt: new Date(Date.now() - 60_000),
    closeAt: new Date(Date.now() + 600_000),
  });
const afterClose = () => new Date(Date.now() + 601_000);

/** Shots written straight into the table, in order (the HTTP path has its own tests and rate limits). */
const insertShots = async (round: number, member: number, numbers: string[]) =>
  app.db.query(
    `INSERT INTO lotto_yeekee_shots (round_id, member_id, number)
     SELECT $1, $2, n FROM unnest($3::text[]) WITH ORDINALITY AS s(n, i) ORDER BY i`,
    [round, member, numbers],
  );

const pad = (n: number) => String(n).padStart(5, '0');

describe('Yeekee shooting', () => {
  it('takes 5-digit numbers while the round is open, in database order, and refuses anything else', async () => {
    const market = await createMarket(app.db, 'yeekee');
    const round = await openRound(market);
    const member = await insertMember(app);
    const shoot = (number: unknown, roundId: unknown = round) =>
      call(app, 'POST', '/api/lotto/yeekee/shoot_number', {
        token: member.token,
        body: { round_id: roundId, number },
      });

    const first = await shoot('01234');
    expect(first).toMatchObject({ status: 200, error: 0, data: { number: '01234' } });
    const second = await shoot('99999');
    expect(second.data.seq).toBeGreaterThan(first.data.seq);
    for (const bad of ['1234', '123456', '12a45', ' 1234', '-1234']) {
      expect((await shoot(bad)).error).toBe(7050);
    }
    expect((await shoot('12345', 999_999_999)).error).toBe(7052);
    expect(
      (
        await call(app, 'POST', '/api/lotto/yeekee/shoot_number', {
          body: { round_id: round, number: '11111' },
        })
      ).status,
    ).toBe(401);
    // A round that is not Yeekee cannot be shot into.
    const government = await openRound(await createMarket(app.db, 'government'));
    expect((await shoot('12345', government)).error).toBe(7052);

    const list = await call(app, 'GET', '/api/lotto/yeekee/list', { query: { round_id: String(round) } });
    expect(list.data).toMatchObject({ total: 2, status: 'open' });
    expect(list.data.shots.map((s: { number: string }) => s.number)).toEqual(['01234', '99999']);
    expect(list.data.shots[0].username).toMatch(/^xxx/);

    await closeDueRounds(app.db, afterClose());
    expect((await shoot('12345')).error).toBe(7051);
  });

  it('refuses a bot-like burst from one member, changing nothing', async () => {
    const market = await createMarket(app.db, 'yeekee');
    const round = await openRound(market);
    const member = await insertMember(app);
    // A burst just happened: as many shots as the window allows, a moment ago.
    await app.db.query(
      `INSERT INTO rate_events (kind, key) SELECT 'yeekee_burst', $1 FROM generate_series(1, $2)`,
      [String(member.id), YEEKEE_LIMITS.burstPerTwoSeconds],
    );
    const refused = await call(app, 'POST', '/api/lotto/yeekee/shoot_number', {
      token: member.token,
      body: { round_id: round, number: '12345' },
    });
    expect(refused).toMatchObject({ status: 429, error: 1029 });
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM lotto_yeekee_shots WHERE round_id = $1`,
      [round],
    );
    expect(rows[0]!.n).toBe(0);
    // Another member is not held back by the first one's burst.
    const other = await insertMember(app);
    const shot = await call(app, 'POST', '/api/lotto/yeekee/shoot_number', {
      token: other.token,
      body: { round_id: round, number: '00001' },
    });
    expect(shot.error).toBe(0);
  });

  it('holds the burst limit when shots arrive together: no accepted shot had 4 others in the 2 s before it', async () => {
    const market = await createMarket(app.db, 'yeekee');
    const round = await openRound(market);
    const member = await insertMember(app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(app, 'POST', '/api/lotto/yeekee/shoot_number', {
          token: member.token,
          body: { round_id: round, number: pad(i) },
        }),
      ),
    );
    expect(answers.every((a) => a.error === 0 || (a.status === 429 && a.error === 1029))).toBe(true);
    const { rows } = await app.db.query<{ at: Date }>(
      `SELECT created_at AS at FROM lotto_yeekee_shots WHERE round_id = $1 ORDER BY id`,
      [round],
    );
    expect(rows).toHaveLength(answers.filter((a) => a.error === 0).length);
    // Each shot's check ran under the member's lock and saw every earlier shot (its created_at is its now()).
    rows.forEach((shot, k) => {
      const recent = rows
        .slice(0, k)
        .filter((earlier) => new Date(earlier.at).getTime() > new Date(shot.at).getTime() - 2000);
      expect(recent.length).toBeLessThan(YEEKEE_LIMITS.burstPerTwoSeconds);
    });
  });
});

describe('the Yeekee result at close', () => {
  it("computes DOMAIN.md's worked example from the shots and publishes the arithmetic", async () => {
    const market = await createMarket(app.db, 'yeekee');
    const round = await openRound(market);
    const member = await insertMember(app);
    // Shots summing to 1,234,567,890 with 51,876 as the 16th from last (the 15 after it are 00000).
    const before: string[] = [];
    for (let rest = 1_234_567_890 - 51_876; rest > 0; rest -= Math.min(99_999, rest))
      before.push(pad(Math.min(99_999, rest)));
    await insertShots(round, member.id, [...before, '51876', ...Array.from({ length: 15 }, () => '00000')]);

    expect(await closeDueRounds(app.db, afterClose())).toContain(round);
    const { rows } = await app.db.query<{ status: string; result: Record<string, unknown> }>(
      `SELECT status, result FROM lotto_rounds WHERE id = $1`,
      [round],
    );
    expect(rows[0]).toMatchObject({
      status: 'resulted',
      result: {
        kind: 'yeekee',
        sum: '1234567890',
        subtracted: '51876',
        result: '1234516014',
        top3: '014',
        bottom2: '16',
      },
    });
    const lists = await call(app, 'GET', '/api/lotto/yeekee/lists', { query: { round_id: String(round) } });
    expect(lists.data.shots).toHaveLength(before.length + 16);
    expect(lists.data.verification).toMatchObject({
      sum: '1234567890',
      subtracted: { number: '51876' },
      result: '1234516014',
      three_top: '014',
      two_top: '14',
      two_bottom: '16',
      refunded: false,
      arithmetic: '1,234,567,890 - 51,876 = 1,234,516,014',
    });
    // The subtracted shot is the 16th counted back from the last in the published list.
    const shots = lists.data.shots as { seq: number }[];
    expect(lists.data.verification.subtracted.seq).toBe(shots[shots.length - 16]!.seq);

    const published = await call(app, 'GET', '/api/lotto/result', { query: { round_id: String(round) } });
    expect(published.data.winning).toMatchObject({ three_top: ['014'], two_top: ['14'], two_bottom: ['16'] });
  });

  it('with 19 shots has no result and refunds every bill; with 20 pays the winners', async () => {
    const market = await createMarket(app.db, 'yeekee');
    const member = await fundedMember(app);
    const start = await balanceOf(app.db, member.walletId);

    const short = await openRound(market);
    await placeBill(app.db, member, short, [
      ['three_top', '190', 10_00, 90_000],
      ['run_bottom', '0', 5_00, 420],
    ]);
    await placeBill(app.db, member, short, [['two_bottom', '00', 3_00, 9_000]]);
    await insertShots(
      short,
      member.id,
      Array.from({ length: 19 }, () => '10000'),
    );
    await closeDueRounds(app.db, afterClose());
    const lists = await call(app, 'GET', '/api/lotto/yeekee/lists', { query: { round_id: String(short) } });
    expect(lists.data.verification).toMatchObject({
      shot_count: 19,
      subtracted: null,
      result: null,
      refunded: true,
    });
    expect(await settleRound(app.db, short)).toEqual({ bills: 2, paid: 18_00, status: 'cancelled' });
    expect(await balanceOf(app.db, member.walletId)).toBe(start);

    // 20 shots 1..20: sum 210, minus shot 5 = 205: 3 top 205, 2 top 05, 2 bottom 00.
    const full = await openRound(market);
    await placeBill(app.db, member, full, [
      ['three_top', '205', 10_00, 90_000],
      ['two_bottom', '00', 10_00, 9_000],
    ]);
    await placeBill(app.db, member, full, [['two_top', '50', 10_00, 9_000]]);
    await insertShots(
      full,
      member.id,
      Array.from({ length: 20 }, (_, i) => pad(i + 1)),
    );
    await closeDueRounds(app.db, afterClose());
    expect(await settleRound(app.db, full)).toEqual({ bills: 2, paid: 9_000_00 + 900_00, status: 'settled' });
    expect(await balanceOf(app.db, member.walletId)).toBe(start - 30_00 + 9_900_00);
    expect(await checkLedger(app.db)).toEqual([]);
  });
});

describe('the lotto job', () => {
  it('creates the 88 Yeekee rounds of today and tomorrow once (none already closed), closes due rounds and settles resulted ones', async () => {
    const market = await createMarket(app.db, 'yeekee');
    // 05:00 Bangkok on the 10th: the Yeekee day of the 9th is over (its rounds are not created, nobody could
    // play them), the day of the 10th has all 88 ahead.
    const at = new Date('2031-03-09T22:00:00Z');
    const first = await lottoTick(app.db, at);
    expect(first.roundsCreated).toBeGreaterThanOrEqual(88);
    expect(first.roundsCreated % 88).toBe(0); // 88 for each Yeekee market
    const again = await lottoTick(app.db, at);
    expect(again.roundsCreated).toBe(0);
    const { rows } = await app.db.query<{ n: number; first: Date; last: Date }>(
      `SELECT count(*)::int AS n, min(result_at) AS first, max(result_at) AS last FROM lotto_rounds
        WHERE market_id = $1 AND round_key LIKE '2031-03-10#%'`,
      [market],
    );
    expect(rows[0]!.n).toBe(88);
    const { rows: over } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM lotto_rounds WHERE market_id = $1 AND round_key LIKE '2031-03-09#%'`,
      [market],
    );
    expect(over[0]!.n).toBe(0);
    expect(new Date(rows[0]!.first).toISOString()).toBe('2031-03-09T23:00:00.000Z');
    expect(new Date(rows[0]!.last).toISOString()).toBe('2031-03-10T20:45:00.000Z');

    // A due round with a bill and too few shots: the next pass closes it and refunds the bill.
    const member = await fundedMember(app);
    // Long past: the earliest due round, so this pass takes it first whatever else the test database holds.
    const round = await createRound(app.db, market, {
      openAt: new Date('2020-01-01T00:00:00Z'),
      closeAt: new Date('2020-01-01T00:15:00Z'),
    });
    const bill = await placeBill(app.db, member, round, [['run_top', '1', 10_00, 320]]);
    const pass = await lottoTick(app.db, afterClose());
    expect(pass.closed).toContain(round);
    expect(pass.settled).toContain(round);
    const { rows: b } = await app.db.query<{ status: string }>(
      `SELECT status FROM lotto_bills WHERE id = $1`,
      [bill],
    );
    expect(b[0]!.status).toBe('refunded');
  });
  it('settles a backlog of due rounds in one pass, the latest too: a draw never waits behind a day of Yeekee', async () => {
    const market = await createMarket(app.db, 'yeekee');
    const member = await fundedMember(app);
    // Twenty-five rounds that closed long ago (a server stopped for a day): more than one batch of twenty.
    const rounds: number[] = [];
    for (let index = 0; index < 25; index += 1) {
      const closeAt = new Date(Date.UTC(2020, 1, 1, 0, 15 + index));
      rounds.push(
        await createRound(app.db, market, { openAt: new Date(closeAt.getTime() - 900_000), closeAt }),
      );
    }
    // The bill is on the last to close, settled last by result time.
    const bill = await placeBill(app.db, member, rounds.at(-1)!, [['run_top', '1', 10_00, 320]]);
    const pass = await lottoTick(app.db, afterClose());
    expect(pass.settled).toEqual(expect.arrayContaining(rounds));
    const { rows } = await app.db.query<{ status: string }>(`SELECT status FROM lotto_bills WHERE id = $1`, [
      bill,
    ]);
    expect(rows[0]!.status).toBe('refunded');
    expect((await lottoTick(app.db, afterClose())).settled).toEqual([]);
  });
});
