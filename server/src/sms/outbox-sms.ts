import type { FastifyBaseLogger } from 'fastify';
import { maskedForLog } from './mask';
import type { SmsSender } from './sms-sender';

/**
 * The built-in adapter: every message goes to the `sms_outbox` table, where an operator (or a test) reads it, and
 * a masked copy to the log. For development and for sites without an SMS gateway; the stored text includes
 * one-time codes, so a gateway adapter should be used wherever the database is read by more people than the
 * members themselves.
 */
export const createOutboxSms = (log: FastifyBaseLogger): SmsSender => ({
  // A table row reaches no phone: until a gateway is configured, members are told how to reset otherwise.
  reachesMembers: false,
  async send(q, message) {
    await q.query(`INSERT INTO sms_outbox (agent_id, phone, purpose, body) VALUES ($1, $2, $3, $4)`, [
      message.agentId,
      message.phone,
      message.purpose,
      message.body,
    ]);
    log.info({ sms: { ...maskedForLog(message), purpose: message.purpose } }, 'sms outbox');
  },
});
