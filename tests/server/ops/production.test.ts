import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/server/helpers/test-app';
import { privatePostgres } from './ops-helpers';
import { childrenOf, freePort, getFrom, startProcess } from './ops-process';

// The production server as npm start runs it: the esbuild bundle under plain node, no tsx. Built inside the
// repository (.tmp/), where node finds node_modules for the bundle's external packages. Its starts on the
// embedded database are production-embedded.test.ts (run once, not again on PostgreSQL).
mkdirSync('.tmp', { recursive: true });
const work = mkdtempSync(join(process.cwd(), '.tmp', 'ops-'));
const bundle = join(work, 'server', 'server.js');
type Meta = { outputs: Record<string, { imports: { path: string; kind: string; external?: boolean }[] }> };
let meta: Meta;
beforeAll(() => {
  const built = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/build-server.ts', join(work, 'server')],
    {
      encoding: 'utf8',
    },
  );
  expect(built.status, built.stderr).toBe(0);
  meta = JSON.parse(readFileSync(join(work, 'server', 'meta.json'), 'utf8'));
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the production server (compiled)', () => {
  it('bundles the server alone: packages stay external, no dev-only package on its path', () => {
    const imports = Object.values(meta.outputs).flatMap((o) => o.imports);
    const statics = imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
    expect(statics).toContain('fastify');
    for (const devOnly of [
      '@line/liff-mock',
      '@line/liff',
      'vite',
      'tsx',
      '@fastify/middie',
      '@fastify/swagger-ui',
    ]) {
      expect(statics).not.toContain(devOnly);
    }
    // The docs page is loaded only when enabled.
    expect(imports).toContainEqual(
      expect.objectContaining({ path: '@fastify/swagger-ui', kind: 'dynamic-import' }),
    );
  });

  it('serves the API docs page in production only with API_DOCS=on', async () => {
    const off = await createTestApp({ NODE_ENV: 'production' });
    const on = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'on' });
    try {
      expect((await off.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
      expect((await on.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
      expect((await off.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
    } finally {
      await off.close();
      await on.close();
    }
  }, 90_000);
});

const url = process.env.DATABASE_URL;
describe.skipIf(!url)('WORKERS=N on PostgreSQL (compiled)', () => {
  it('runs N processes on one port, sums their metrics, restarts a dead worker, stops on SIGTERM', async () => {
    const database = await privatePostgres(url!);
    const token = 'cluster-metrics-token-0123456789';
    // A fixed port, as in production: the primary's shared socket for PORT=0 is one the test cannot name again.
    const fixedPort = await freePort();
    const server = startProcess([process.execPath, bundle], {
      WORKERS: '2',
      PORT: String(fixedPort),
      DATABASE_URL: database.url,
      METRICS_TOKEN: token,
      STATIC_DIR: join(work, 'no-build'),
    });
    try {
      const port = await server.listening();
      let workers = await childrenOf(server.child);
      for (let i = 0; workers.length < 2 && i < 50; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        workers = await childrenOf(server.child);
      }
      expect(workers).toHaveLength(2);
      for (let i = 0; i < 20; i += 1) expect((await getFrom(port, '/readyz')).status).toBe(200);
      // One scrape, answered by whichever worker, counts the requests of both.
      // A worker joins the collection once it has started: until then a scrape answers 503 and is tried again.
      let scrape = await getFrom(port, '/metrics', { authorization: `Bearer ${token}` });
      for (let i = 0; scrape.status === 503 && i < 40; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        scrape = await getFrom(port, '/metrics', { authorization: `Bearer ${token}` });
      }
      const text = await scrape.text();
      expect(text).toContain('http_requests_total{method="GET",route="/readyz",status="200"} 20');

      process.kill(workers[0]!, 'SIGKILL');
      let after = await childrenOf(server.child);
      for (let i = 0; !(after.length === 2 && !after.includes(workers[0]!)) && i < 100; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        after = await childrenOf(server.child);
      }
      expect(after).toHaveLength(2);
      expect(after).not.toContain(workers[0]);
      // The surviving worker answers throughout; the new one joins when it has started.
      let health = await getFrom(port, '/healthz').catch((error: unknown) => error);
      for (let i = 0; !(health instanceof Response) && i < 50; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        health = await getFrom(port, '/healthz').catch((error: unknown) => error);
      }
      expect(health instanceof Response ? health.status : String(health), server.output()).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited.catch(() => undefined);
      await database.drop();
    }
    expect((await server.exited).code).toBe(0);
  }, 120_000);
});
