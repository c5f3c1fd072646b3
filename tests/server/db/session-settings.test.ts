import { afterAll, describe, expect, it } from 'vitest';
import { openTestDb } from '@tests/server/helpers/test-db';

const db = await openTestDb();
afterAll(() => db.close());

// server/src/db/postgres.ts: JIT compiled for seconds where a report read for a quarter of one (issue 31).
describe.skipIf(db.kind !== 'postgres')('the app’s PostgreSQL sessions', () => {
  it('run without JIT, as the app role still, on every connection of the pool', async () => {
    const sessions = await Promise.all(
      Array.from({ length: 4 }, () =>
        db.tx((q) =>
          q.query<{ jit: string; who: string }>(`SELECT current_setting('jit') AS jit, current_user AS who`),
        ),
      ),
    );
    const owner = new URL(process.env.DATABASE_URL!).username;
    for (const { rows } of sessions) {
      expect(rows[0]!.jit).toBe('off');
      expect(rows[0]!.who).not.toBe(owner); // the app role's option kept beside it
    }
  });
});
