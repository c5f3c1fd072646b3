import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import { autocommit, type Db } from '@server/db/db';
import { revokeSession } from '@server/accounts/sessions';
import { hold, postHold, transfer } from '@server/ledger';
import { createTestApp, insertMember } from '../helpers/test-app';
import { extraPools, onPostgres } from '../helpers/extra-pools';
import { openOwnerDb } from '../helpers/test-db';
import { openStream, until } from '../helpers/event-stream';

const credit = (db: Db, memberId: number, baht: number) =>
  transfer(autocommit(db), {
    key: `test-live:${memberId}:${randomBytes(6).toString('hex')}`,
    from: { house: 'adjustments' },
    to: { member: memberId, walletTypeId: 1 },
    amount: toSatang(baht),
    kind: 'adjustment',
    description: 'เติมเงินทดสอบ',
  });

describe('the member live stream (GET /api/member/events)', () => {
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = await createTestApp({ LIVE_HEARTBEAT_MS: '100' });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  it('refuses a request without a live session', async () => {
    const none = await fetch(`${base}/api/member/events`);
    expect(none.status).toBe(401);
    const forged = await openStream(base, 'nope');
    expect(forged.status).toBe(401);
    await forged.close();
  });

  it('tells a member when their money moved, and nobody else; a rolled-back movement says nothing', async () => {
    const a = await insertMember(app);
    const b = await insertMember(app);
    const streamA = await openStream(base, a.token);
    const streamB = await openStream(base, b.token);
    expect(streamA.header('content-type')).toMatch(/^text\/event-stream/);
    expect(streamA.header('cache-control')).toContain('no-transform');
    await until(() => streamA.events.includes('ready') && streamB.events.includes('ready'));

    await credit(app.db, a.id, 100);
    await until(() => streamA.events.includes('money'));
    await expect(
      app.db.tx(async (q) => {
        await transfer(q, {
          key: `test-live:rolled-back:${randomBytes(6).toString('hex')}`,
          from: { house: 'adjustments' },
          to: { member: b.id, walletTypeId: 1 },
          amount: toSatang(5),
          kind: 'adjustment',
          description: 'ไม่เกิดขึ้น',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A later event for A: had B's rolled-back credit been told, B would have heard it before this arrives.
    await credit(app.db, a.id, 1);
    await until(() => streamA.events.filter((e) => e === 'money').length >= 2);
    expect(streamB.events).toEqual(['ready']);
    await Promise.all([streamA.close(), streamB.close()]);
  });

  it('says nothing of a game round (the game shows it; the app refreshes when the game closes)', async () => {
    const a = await insertMember(app);
    const stream = await openStream(base, a.token);
    await until(() => stream.events.includes('ready'));
    await transfer(autocommit(app.db), {
      key: `seamless:builtin:settle:${randomBytes(6).toString('hex')}`,
      from: { house: 'adjustments' },
      to: { member: a.id, walletTypeId: 1 },
      amount: toSatang(3),
      kind: 'win',
      description: 'ชนะรอบเกม',
    });
    // A staff credit after it: its events come, and they are the only ones.
    await credit(app.db, a.id, 1);
    await until(() => stream.events.includes('inbox'));
    expect(stream.events).toEqual(['ready', 'money', 'inbox']);
    await stream.close();
  });

  it('tells a member when their withdrawal is paid out, though their balance does not move then', async () => {
    const a = await insertMember(app);
    await credit(app.db, a.id, 50);
    const held = await hold(autocommit(app.db), {
      key: `test-live:hold:${randomBytes(6).toString('hex')}`,
      from: { member: a.id, walletTypeId: 1 },
      to: { house: 'withdrawals' },
      amount: toSatang(20),
      kind: 'withdraw',
      description: 'ถอนทดสอบ',
    });
    const stream = await openStream(base, a.token);
    await until(() => stream.events.includes('ready'));
    await postHold(autocommit(app.db), { key: `test-live:post:${held.holdId}`, holdId: held.holdId });
    await until(() => stream.events.includes('money'));
    await stream.close();
  });

  it('ends when the session ends, saying so', async () => {
    const a = await insertMember(app);
    const stream = await openStream(base, a.token);
    await until(() => stream.events.includes('ready'));
    const { rows } = await app.db.query<{ id: number }>(`SELECT id FROM sessions WHERE member_id = $1`, [
      a.id,
    ]);
    await revokeSession(app.db, rows[0]!.id);
    await until(() => stream.isClosed());
    expect(stream.events.at(-1)).toBe('ended');
  });

  it('closes the oldest of a member’s streams past eight', async () => {
    const a = await insertMember(app);
    const streams: Awaited<ReturnType<typeof openStream>>[] = [];
    for (let i = 0; i < 9; i += 1) {
      const stream = await openStream(base, a.token);
      await until(() => stream.events.includes('ready'));
      streams.push(stream);
    }
    await until(() => streams[0]!.isClosed());
    expect(streams.slice(1).map((s) => s.isClosed())).toEqual(Array(8).fill(false));
    await Promise.all(streams.map((s) => s.close()));
  });

  it.runIf(onPostgres)(
    'hears a credit committed by another server process, and after losing its listening connection tells every page to fetch again',
    async () => {
      const a = await insertMember(app);
      const stream = await openStream(base, a.token);
      await until(() => stream.events.includes('ready'));
      const [, other] = await extraPools(app, 1);
      try {
        await credit(other!, a.id, 5);
        await until(() => stream.events.includes('money'));
        const before = stream.events.length;
        // As the owner: the app role may not end a connection whose login is the owner's.
        const owner = await openOwnerDb(app.db);
        const { rows } = await owner
          .query<{ ended: boolean }>(
            `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
              WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
          )
          .finally(() => owner.close());
        expect(rows).toEqual([{ ended: true }]);
        // Reopened after a second: the page is told to fetch both money and inbox.
        await until(() => stream.events.slice(before).includes('inbox'), 5_000);
        await credit(other!, a.id, 5);
        await until(() => stream.events.slice(before).filter((e) => e === 'money').length >= 2);
      } finally {
        await other!.close();
        await stream.close();
      }
    },
  );
});

describe('a server that stops', () => {
  it('ends the streams it holds instead of waiting for them', async () => {
    const app = await createTestApp();
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const a = await insertMember(app);
    const stream = await openStream(base, a.token);
    await until(() => stream.events.includes('ready'));
    await app.close();
    await until(() => stream.isClosed());
  });
});
