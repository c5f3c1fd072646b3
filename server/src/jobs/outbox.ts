import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@server/db/db';
import { deliverDue, type Deliverers } from '@server/outbox/outbox';
import { runEvery } from './every';

/**
 * Sends what is due in the outbox every `everyMs` in this process (0: never; tests call deliverDue themselves).
 * Every process runs it: each entry is claimed with SKIP LOCKED and a lease (server/src/outbox/README.md), so
 * N processes share the work and never send one entry twice. A full batch is followed at once by the next.
 */
export const outboxJobsPlugin: FastifyPluginAsync<{
  db: Db;
  everyMs: number;
  deliverers: Deliverers;
}> = async (app, { db, everyMs, deliverers }) =>
  runEvery(app, 'outbox', everyMs, async () => {
    while ((await deliverDue(db, deliverers, { limit: 50 })) === 50);
  });
