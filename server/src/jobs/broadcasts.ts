import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@server/db/db';
import { broadcastTick } from '@server/line/broadcasts/send';
import type { LineContext } from '@server/line/broadcasts/quota';
import { runEvery } from './every';

/**
 * Starts the due scheduled LINE broadcasts and closes the finished ones, every `everyMs` in this process (0:
 * never; tests call broadcastTick). Every process runs it: a broadcast is started by the one statement that
 * moves it from 'scheduled' to 'sending' (server/src/line/broadcasts/README.md), so two processes never start it
 * twice, and its batches are outbox entries keyed by broadcast and batch.
 */
export const broadcastJobsPlugin: FastifyPluginAsync<{
  db: Db;
  everyMs: number;
  line: LineContext;
  clock: () => Date;
}> = async (app, { db, everyMs, line, clock }) =>
  runEvery(app, 'broadcast', everyMs, () => broadcastTick(db, line, clock()));
