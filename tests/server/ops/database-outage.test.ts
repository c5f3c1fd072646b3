import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildHost } from '@server/host';
import type { Db } from '@server/db/db';
import { openPostgres } from '@server/db/postgres';
import { DatabaseUnavailableError } from '@server/db/unavailable';
import { databaseAnswers } from '@server/routes/health';
import { call, insertMember, testConfig } from '@tests/server/helpers/test-app';
import { deadPort, privatePostgres, viaPort } from './ops-helpers';
import { tcpProxy } from './tcp-proxy';

// Terminating backends and cutting connections needs a real server: PGlite lives inside the process.
const url = process.env.DATABASE_URL;
const limits = { connectMs: 1_000, statementMs: 1_500, idleInTxMs: 5_000 };

let database: Awaited<ReturnType<typeof privatePostgres>>;
let proxy: Awaited<ReturnType<typeof tcpProxy>>;
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  if (!url) return;
  database = await privatePostgres(url);
  const { hostname, port } = new URL(url);
  proxy = await tcpProxy({ host: hostname, port: Number(port) });
  const db = await openPostgres(viaPort(database.url, proxy.port), 6, limits);
  // The host: the platform and the built-in games provider, whose own error handler must answer 503 too.
  app = await buildHost({ config: testConfig(), db, ownsDb: true, logger: false, gamePages: 'built' });
  token = (await insertMember(app)).token;
});
afterAll(async () => {
  if (!url) return;
  await app.close();
  await proxy.close();
  await database.drop();
});

const wallets = () => call(app, 'POST', '/api/member/wallets', { token, body: {} });
const expectUnavailable = (answer: Awaited<ReturnType<typeof wallets>>) => {
  expect(answer.status).toBe(503);
  expect(answer.error).toBe(9503);
  expect(answer.data).toEqual({ request_id: answer.headers['x-request-id'] });
  expect(answer.message).toContain(String(answer.headers['x-request-id']));
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!url)('the server and a database that goes away (PostgreSQL)', () => {
  it('survives pg_terminate_backend mid-traffic: each answer is 200 or a 503 with a request id', async () => {
    expect((await wallets()).status).toBe(200);
    let stop = false;
    const answers: Awaited<ReturnType<typeof wallets>>[] = [];
    const traffic = Promise.all(
      Array.from({ length: 6 }, async () => {
        while (!stop) answers.push(await wallets());
      }),
    );
    for (let i = 0; i < 5; i += 1) {
      await sleep(60);
      await database.terminateBackends();
    }
    stop = true;
    await traffic;
    for (const answer of answers) {
      if (answer.status !== 200) expectUnavailable(answer);
    }
    expect(answers.length).toBeGreaterThan(6);
    // The pool replaces the dead connections by itself: no restart. A connection killed while idle is known dead
    // only once its socket's close has been read, so the first call may still meet it (a clean 503).
    let after = await wallets();
    for (let tries = 1; after.status !== 200 && tries < 5; tries += 1) {
      expectUnavailable(after);
      await sleep(50);
      after = await wallets();
    }
    expect(after.status).toBe(200);
  });

  it('survives a backend terminated inside an open transaction, and the pool serves afterwards', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    const work = app.db.tx(async (q) => {
      await q.query('SELECT 1');
      inside();
      await held;
      return q.query('SELECT 2');
    });
    await opened;
    expect(await database.terminateBackends()).toBeGreaterThan(0);
    // Without the client's own error listener the terminated session was an unhandled 'error' event: the
    // process (here, this test worker) died before reaching the next line.
    await sleep(200);
    release();
    await expect(work).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect((await wallets()).status).toBe(200);
  });

  it('answers 503 with a request id while the database is down, and serves again when it is back', async () => {
    await proxy.down();
    const during = await Promise.all([wallets(), wallets(), wallets()]);
    during.forEach(expectUnavailable);
    const games = await app.inject({ method: 'POST', url: '/games/api/demo' });
    expect(games.statusCode).toBe(503);
    expect(games.json()).toMatchObject({ error: 9503, data: { request_id: games.headers['x-request-id'] } });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ ready: false });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await proxy.up();
    expect((await wallets()).status).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      ready: true,
      database: 'postgres',
    });
  });

  it('with the database frozen, /healthz answers, /readyz says not ready and requests end with 503', async () => {
    proxy.freeze();
    try {
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      // Cut by the client's own time limit: a frozen server cancels nothing.
      expectUnavailable(await wallets());
    } finally {
      await proxy.down();
      await proxy.up();
    }
    expect((await wallets()).status).toBe(200);
  });

  it('cuts a statement that runs past the statement time limit', async () => {
    const db = await openPostgres(database.url, 1, { ...limits, statementMs: 200 });
    try {
      const slow = db.query('SELECT pg_sleep(3)');
      await expect(slow).rejects.toBeInstanceOf(DatabaseUnavailableError);
      await expect(slow).rejects.toMatchObject({ cause: { code: '57014' } });
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('ends a transaction left idle past its time limit, and releases its locks', async () => {
    const db = await openPostgres(database.url, 2, { ...limits, idleInTxMs: 200 });
    try {
      const work = db.tx(async (q) => {
        await q.query('SELECT id FROM agents ORDER BY id LIMIT 1 FOR UPDATE');
        await sleep(800);
        return q.query('SELECT 1');
      });
      await expect(work).rejects.toBeInstanceOf(DatabaseUnavailableError);
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT id FROM agents ORDER BY id LIMIT 1 FOR UPDATE NOWAIT) t`,
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await db.close();
    }
  });

  it('readiness is false for a database nobody listens for, and true for a live one', async () => {
    const nowhere = new URL(database.url);
    nowhere.port = String(await deadPort());
    const dead: Db = await openPostgres(nowhere.toString(), 1, limits);
    try {
      expect(await databaseAnswers(dead)).toBe(false);
      expect(await databaseAnswers(app.db)).toBe(true);
    } finally {
      await dead.close();
    }
  });
});
