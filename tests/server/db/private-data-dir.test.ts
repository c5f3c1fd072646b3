import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '@server/db/pglite';

// The embedded database's files hold the ledger's trigger functions and the system catalogs: only the server's
// user may read or write them.
const root = mkdtempSync(join(tmpdir(), 'pglite-modes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every path under `dir` (itself included) that the group or others can read, write or enter. */
const openToOthers = (dir: string): string[] => {
  const stat = lstatSync(dir);
  const here = stat.mode & 0o077 ? [`${dir} ${(stat.mode & 0o777).toString(8)}`] : [];
  if (!stat.isDirectory()) return here;
  return [...here, ...readdirSync(dir).flatMap((name) => openToOthers(join(dir, name)))];
};

const count = (dir: string): number =>
  lstatSync(dir).isDirectory() ? 1 + readdirSync(dir).reduce((n, name) => n + count(join(dir, name)), 0) : 1;

describe('the embedded data directory', () => {
  const dataDir = join(root, 'data', 'pglite');

  it('is created for its user only: no file or directory of a fresh one is open to the group or others', async () => {
    const db = await openPglite({ dataDir });
    try {
      expect(count(dataDir)).toBeGreaterThan(500); // the whole cluster is there (initdb ran)
      expect(openToOthers(join(root, 'data'))).toEqual([]); // the lock file and the parent made for it too
      await db.exec(
        `CREATE TABLE modes_probe (id int PRIMARY KEY, note text); INSERT INTO modes_probe VALUES (1, 'x')`,
      );
      await db.exec('CHECKPOINT');
    } finally {
      await db.close();
    }
    expect(openToOthers(join(root, 'data'))).toEqual([]);
  }, 120_000);

  it('closes an existing directory left open to others (made before this fix) at the next start', async () => {
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, 'global'), 0o755);
    chmodSync(join(dataDir, 'global', 'pg_control'), 0o666);
    chmodSync(join(dataDir, 'PG_VERSION'), 0o644);
    expect(openToOthers(dataDir)).toHaveLength(4);
    const db = await openPglite({ dataDir });
    try {
      expect(openToOthers(dataDir)).toEqual([]);
      const { rows } = await db.query<{ note: string }>(`SELECT note FROM modes_probe`);
      expect(rows).toEqual([{ note: 'x' }]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
