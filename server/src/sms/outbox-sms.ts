import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sms-sender';

/**
 * The built-in adapter: every message goes to the `sms_outbox` table and the log, where an operator (or a test)
 * reads it. For development and for sites without an SMS gateway; the text includes one-time codes, so a gateway
 * adapter should be used wherever the database or the log is read by more people than the members themselves.
 */
export const createOutboxSms = (log: FastifyBaseLogger): SmsSender => ({
  async send(q, message) {
    await q.query(`INSERT INTO sms_outbox (agent_id, phone, purpose, body) VALUES ($1, $2, $3, $4)`, [
      message.agentId,
      message.phone,
      message.purpose,
      message.body,
    ]);
    log.info({ sms: { phone: message.phone, purpose: message.purpose, body: message.body } }, 'sms outbox');
  },
});
