import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/db';
import { periodEnd } from '@server/protection/periods';
import { bangkokDay } from '@server/rewards/periods';
import { openTestDb } from '@tests/server/helpers/test-db';

/**
 * A limit's period is counted in SQL from protection_period_start (server/sql/protection) and shown to the
 * member as ending at periodEnd (TypeScript): the end must be the next period's start, to the millisecond, for
 * every instant, Bangkok midnights, Mondays, month and year ends and leap days included.
 */
let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => db.close());

const periods = ['day', 'week', 'month'] as const;
const HOUR = 3_600_000;

/** Instants around Bangkok's midnight (17:00 UTC) of the edges, a millisecond either side. */
const edges = [
  '2024-02-28',
  '2024-02-29',
  '2024-03-01',
  '2025-12-31',
  '2026-01-01',
  '2026-06-29',
  '2027-02-28',
]
  .flatMap((day) => [-1, 0, 1].map((ms) => new Date(Date.parse(`${day}T17:00:00Z`) + ms)))
  .concat([new Date('2026-03-01T16:59:59.999Z'), new Date('2026-03-01T17:00:00.000Z')]);

/** For each instant: SQL's start of its period, of its TS end, and of the millisecond before that end. */
const sqlStarts = async (period: string, instants: Date[]) => {
  const ends = instants.map((t) => periodEnd(period as (typeof periods)[number], t));
  const { rows } = await db.query<{ start: Date; at_end: Date; before_end: Date }>(
    `SELECT protection_period_start($1, t) AS start, protection_period_start($1, e) AS at_end,
            protection_period_start($1, e - interval '1 millisecond') AS before_end
       FROM unnest($2::timestamptz[], $3::timestamptz[]) WITH ORDINALITY AS u(t, e, n) ORDER BY n`,
    [period, instants, ends],
  );
  return rows.map((row, i) => ({ t: instants[i]!, end: ends[i]!, ...row }));
};

describe('Bangkok period boundaries, TypeScript and SQL', () => {
  it.each(periods)('periodEnd of a %s is the start SQL gives the next one', async (period) => {
    const random = fc.sample(
      fc.date({ min: new Date('2020-01-01'), max: new Date('2036-01-01'), noInvalidDate: true }),
      {
        numRuns: 400,
        seed: 26,
      },
    );
    for (const row of await sqlStarts(period, [...edges, ...random])) {
      const seen = { t: row.t.toISOString(), period };
      expect({ ...seen, ok: row.start <= row.t && row.t < row.end }).toEqual({ ...seen, ok: true });
      expect({ ...seen, next: row.at_end.toISOString() }).toEqual({ ...seen, next: row.end.toISOString() });
      expect({ ...seen, same: row.before_end.toISOString() }).toEqual({
        ...seen,
        same: row.start.toISOString(),
      });
    }
  });

  it('a Bangkok day is 24 hours, starting at 17:00 UTC', async () => {
    const [row] = await sqlStarts('day', [new Date('2026-01-01T00:30:00Z')]);
    expect(row!.start.toISOString()).toBe('2025-12-31T17:00:00.000Z');
    expect(row!.end.getTime() - row!.start.getTime()).toBe(24 * HOUR);
  });

  it('the day of a running-totals row (bangkok_day) is the Bangkok day TypeScript reads them by', async () => {
    // member_day_totals rows are dated in SQL, read by days computed here (server/src/rewards/day-window.ts).
    const instants = [
      ...edges,
      ...fc.sample(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2036-01-01'), noInvalidDate: true }),
        { numRuns: 400, seed: 31 },
      ),
    ];
    const { rows } = await db.query<{ day: string }>(
      `SELECT bangkok_day(t)::text AS day FROM unnest($1::timestamptz[]) WITH ORDINALITY AS u(t, n) ORDER BY n`,
      [instants],
    );
    expect(rows.map((r) => r.day)).toEqual(instants.map((t) => bangkokDay(t)));
  });
});
