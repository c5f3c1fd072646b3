import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { getFrom, startProcess } from './ops-process';

// The production server as npm start runs it on the embedded database: the esbuild bundle of this run
// (tests/server/helpers/bundle-setup.ts, built as `npm run build` builds it) under plain node, no tsx, on a data
// directory of its own. The embedded database is the point here: startProcess takes DATABASE_URL away, and the
// file runs once, in `npm test` (tests/setup/lanes.ts); production.test.ts has the rest of the production server.
const bundle = join(inject('serverBundle'), 'server.js');
const work = join(inject('serverBundle'), 'production-embedded');

describe('the production server (compiled) on the embedded database', () => {
  it('starts under plain node on PGlite: migrations and seed found, health, readiness, no docs page', async () => {
    const dataDir = join(work, 'pglite');
    const server = startProcess([process.execPath, '--enable-source-maps', bundle], {
      PORT: '0',
      DATA_DIR: dataDir,
      STATIC_DIR: join(work, 'no-build'),
    });
    try {
      const port = await server.listening();
      expect(await (await getFrom(port, '/healthz')).json()).toEqual({ status: 'ok', database: 'pglite' });
      expect((await getFrom(port, '/readyz')).status).toBe(200);
      expect((await getFrom(port, '/api/docs')).status).toBe(404);
      const config = await fetch(`http://127.0.0.1:${port}/api/agent/config`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ag: 'demo' }),
      });
      expect(config.status).toBe(200);
      expect(server.output()).not.toContain('API docs');
    } finally {
      server.child.kill('SIGTERM');
    }
    expect((await server.exited).code).toBe(0);
  }, 120_000);

  it('refuses WORKERS>1 on the embedded database, plainly', async () => {
    const server = startProcess([process.execPath, bundle], {
      WORKERS: '2',
      DATA_DIR: join(work, 'refused'),
    });
    await server.rest();
    expect((await server.exited).code).toBe(2);
    expect(server.output()).toContain('WORKERS must be 1 with the embedded database');
  }, 30_000);
});
