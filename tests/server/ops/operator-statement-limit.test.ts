import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOperatorDb } from '@server/cli/operator-command';
import { openDb } from '@server/db/open';
import { testConfig } from '@tests/server/helpers/test-app';
import { privatePostgres } from './ops-helpers';

// The statement limit is PostgreSQL's (PGlite has none): this runs with DATABASE_URL only.
const url = process.env.DATABASE_URL;
let database: Awaited<ReturnType<typeof privatePostgres>>;
beforeAll(async () => {
  if (url) database = await privatePostgres(url);
});
afterAll(async () => {
  if (url) await database.drop();
});

describe.skipIf(!url)('an operator command run here has no server statement limit (PostgreSQL)', () => {
  it('lets a statement run past DB_STATEMENT_TIMEOUT_MS, which still bounds the server', async () => {
    const config = testConfig({ DATABASE_URL: database.url, DB_STATEMENT_TIMEOUT_MS: '100' });
    const server = await openDb(config, 'app');
    const operator = await openOperatorDb(config);
    try {
      await expect(server.query('SELECT pg_sleep(0.5)')).rejects.toThrow();
      await expect(operator.query('SELECT pg_sleep(0.5)')).resolves.toBeTruthy();
    } finally {
      await Promise.all([server.close(), operator.close()]);
    }
  });
});
