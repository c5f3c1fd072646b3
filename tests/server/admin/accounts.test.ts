import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '@server/boot';
import { openPglite } from '@server/db/pglite';
import { DEMO_OWNER, seedDemoOwner } from '@server/staff/demo-owner';
import { totpCodeAt } from '@server/staff/totp';
import { pgliteTemplateDir } from '@tests/server/helpers/test-db';
import { serverScript } from '@tests/server/helpers/spawn-node';
import { call, createTestApp, testConfig } from '@tests/server/helpers/test-app';

const app = await createTestApp();
afterAll(() => app.close());

const demoOwners = async () =>
  (await app.db.query(`SELECT id FROM staff WHERE username = $1`, [DEMO_OWNER.username])).rows.length;

describe('the demo owner', () => {
  it('is never created in production, nor with SEED off', async () => {
    await seedDemoOwner(app.db, testConfig({ SEED: 'on', NODE_ENV: 'production' }));
    await seedDemoOwner(app.db, testConfig({ SEED: 'off', NODE_ENV: 'development' }));
    expect(await demoOwners()).toBe(0);
  });

  it('is created with SEED on outside production, and logs in with the README password and TOTP secret', async () => {
    await seedDemoOwner(app.db, testConfig({ SEED: 'on', NODE_ENV: 'development' }));
    await seedDemoOwner(app.db, testConfig({ SEED: 'on', NODE_ENV: 'development' }));
    expect(await demoOwners()).toBe(1);
    const step = await call(app, 'POST', '/api/admin/auth/login', {
      body: { username: DEMO_OWNER.username, password: DEMO_OWNER.password },
    });
    expect(step.data.step).toBe('totp');
    const done = await call(app, 'POST', '/api/admin/auth/totp', {
      body: { ticket: step.data.ticket, code: totpCodeAt(DEMO_OWNER.totpSecret, Date.now()) },
    });
    expect(done.data).toMatchObject({ step: 'done', staff: { role: 'owner' } });
  });
});

// The command runs on a PGlite directory of its own (one process per directory); PostgreSQL runs it the same way.
describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run admin:create-owner', () => {
  it('prints a one-time password that leads to the forced password change, and refuses a taken name', async () => {
    // The template's copy: the boot below finds its migrations applied and seeds what production seeds.
    const dir = pgliteTemplateDir();
    try {
      const config = testConfig({ DATA_DIR: dir, SEED: 'on', NODE_ENV: 'production' });
      await (await prepareDatabase({ ...config, DATABASE_URL: undefined })).close();
      // The temporary PGlite directory must win over a DATABASE_URL the shell may carry.
      const { DATABASE_URL: _ignored, ...inherited } = process.env;
      const env = { ...inherited, DATA_DIR: dir, NODE_ENV: 'production', LOG_LEVEL: 'silent' };
      const [node, ...script] = serverScript('cli/admin-create-owner');
      const run = (...args: string[]) => promisify(execFile)(node, [...script, ...args], { env });
      const { stdout } = await run('boss');
      const password = /one-time password: (\S+)/.exec(stdout)?.[1];
      expect(password).toMatch(/^[a-z2-9]{16}$/);
      expect(stdout).toMatch(/\/admin\/login/);
      await expect(run('boss')).rejects.toMatchObject({ code: 1 });

      const db = await openPglite({ dataDir: dir });
      const { rows } = await db.query<{
        role: string;
        must_change_password: boolean;
        totp_secret: string | null;
      }>(`SELECT role, must_change_password, totp_secret FROM staff WHERE username = 'boss'`);
      await db.close();
      expect(rows).toEqual([{ role: 'owner', must_change_password: true, totp_secret: null }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000); // two command runs, each opening PGlite
});
