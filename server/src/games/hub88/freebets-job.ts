import type { FastifyPluginAsync } from 'fastify';
import type { Db, Queryable } from '@server/db/db';
import type { SecretBox } from '@server/line/secret-box';
import { runEvery } from '@server/jobs/every';
import { sendDueFreebets } from './freebets-send';

/**
 * Sends the due free bets to Hub88 every `everyMs` in this process (0: never; tests call sendDueFreebets). Every
 * process may run it: each row is claimed with SKIP LOCKED and a lease (freebets-send.ts). `endpoint` says where
 * Hub88 is and our operator id (the console's Games API settings); while it answers null nothing is sent and the
 * free bets wait, pending.
 */
export const hub88FreebetsJobsPlugin: FastifyPluginAsync<{
  db: Db;
  everyMs: number;
  box: SecretBox;
  clock: () => Date;
  endpoint: (q: Queryable) => Promise<{ apiUrl: string; operatorId: number; subPartnerId: string } | null>;
}> = async (app, { db, everyMs, box, clock, endpoint }) =>
  runEvery(app, 'hub88-freebets', everyMs, async () => {
    const where = await endpoint(db);
    if (!where) return;
    const api = { url: where.apiUrl, operatorId: where.operatorId, subPartnerId: where.subPartnerId, box };
    while ((await sendDueFreebets(db, api, clock())) === 20);
  });
