import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { applySeed, readSeedFile } from '@server/seed/seed';
import { createTestApp } from '@tests/server/helpers/test-app';
import { openOwnerDb } from '@tests/server/helpers/test-db';

/** A restart runs the seed again: it must not undo staff edits, nor renumber announcements members have seen. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const rows = async (table: string) =>
  (
    await app.db.query<{ id: number; title: string }>(
      `SELECT t.id, t.title FROM ${table} t JOIN agents a ON a.id = t.agent_id WHERE a.code = 'demo' ORDER BY t.id`,
    )
  ).rows;

describe('the seed applied again', () => {
  it('keeps announcement ids and what staff changed', async () => {
    const notes = await rows('agent_notifications');
    expect(notes.length).toBeGreaterThan(0);
    await app.db.query(
      `UPDATE agent_banners SET title = 'แก้โดยพนักงาน' WHERE id = (SELECT min(id) FROM agent_banners)`,
    );
    const banners = await rows('agent_banners');
    // A start seeds as the database's owner (server/src/boot.ts), not as the app role.
    const owner = await openOwnerDb(app.db);
    await applySeed(owner, readSeedFile('./server/seed/demo-agent.json')).finally(() => owner.close());
    expect(await rows('agent_notifications')).toEqual(notes);
    expect(await rows('agent_banners')).toEqual(banners);
    expect(banners[0]!.title).toBe('แก้โดยพนักงาน');
  });
});
