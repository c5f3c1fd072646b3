import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routedPagePatterns } from '@contract/routed-pages';
import { buildApp, type App } from '@server/app';
import { testConfig } from '@tests/server/helpers/test-app';
import { openTestDb } from '@tests/server/helpers/test-db';

// The production server's pages (spa plugin) on a stand-in build: routed paths 200, unknown ones 404.
let app: App;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'page-status-'));
  for (const name of ['web-app', 'liff-app', 'admin-app']) {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'index.html'), `<html>${name}</html>`);
  }
  app = await buildApp({
    config: testConfig({ STATIC_DIR: dir }),
    db: await openTestDb(),
    ownsDb: true,
    serveFrontEnds: true,
    logger: false,
  });
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

/** A concrete path for a pattern: each parameter filled in. */
const concrete = (pattern: string) =>
  pattern
    .replace(/:\w+\?/g, 'abc')
    .replace(/:\w+/g, 'DP2569-01')
    .replace(' ', '%20');

describe('page status', () => {
  const routed = [...routedPagePatterns.web, ...routedPagePatterns.liff].map(concrete);
  it.each([
    ...routed,
    '/lobby',
    '/?ag=demo',
    '/member/payment?order=DP1',
    '/slot/',
    '/SLOT',
    '/liff/',
    '/admin',
    '/admin/anything/at/all',
  ])('answers 200 for the routed page %s', async (path) => {
    const answer = await get(path);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
  });

  it.each([
    ['/no-such-page/at-all', 'web-app'],
    ['/member/nothing', 'web-app'],
    ['/lobby/a/b', 'web-app'],
    ['/liff/no-such-app', 'liff-app'],
    ['/liff/deposit/a/b', 'liff-app'],
  ])('answers 404 with the same page for the unknown path %s', async (path, page) => {
    const answer = await get(path);
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.body).toBe(`<html>${page}</html>`);
  });

  it('keeps an unknown /api path a 404 envelope', async () => {
    const answer = await get('/api/no-such-call');
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ error: expect.any(Number) });
  });
});
