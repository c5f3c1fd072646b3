import type { FastifyBaseLogger } from 'fastify';
import type { SecretBox } from '@server/line/secret-box';
import { enqueue } from '@server/outbox/outbox';
import { maskedForLog } from './mask';
import { countSegments } from './segments';
import type { SmsSender } from './sms-sender';

/** An SMS outbox entry's payload: the `sms_messages` row to send (the text is there, never in the outbox). */
export type SmsPayload = { sms_message_id: number };

/**
 * A gateway adapter's sender: records the message (segments and cost counted now, at the configured price) and
 * enqueues it in the outbox under its cause's key, in the caller's transaction; the outbox job sends it with
 * `createSmsDeliverer`. The same cause sent again adds nothing. The text is stored sealed with the server's key
 * (it holds a one-time code): neither the table nor a failed statement's parameters in a log show it.
 */
export const createGatewaySms = (
  gateway: string,
  pricePerSegment: number,
  box: SecretBox,
  log: FastifyBaseLogger,
): SmsSender => ({
  reachesMembers: true,
  async send(q, message) {
    const { encoding, segments } = countSegments(message.body);
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO sms_messages (agent_id, event_key, gateway, phone, purpose, body, body_expires_at, encoding,
                                 segments, price_per_segment, cost)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::int, $10::bigint, $9::int * $10::bigint)
       ON CONFLICT (event_key) DO NOTHING RETURNING id`,
      [
        message.agentId,
        message.key,
        gateway,
        message.phone,
        message.purpose,
        box.seal(message.body),
        message.expiresAt?.toISOString() ?? null,
        encoding,
        segments,
        pricePerSegment,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) return;
    const payload: SmsPayload = { sms_message_id: Number(id) };
    await enqueue(q, {
      agentId: message.agentId,
      channel: 'sms',
      kind: message.purpose,
      eventKey: message.key,
      payload,
    });
    log.info(
      { sms: { ...maskedForLog(message), purpose: message.purpose, segments, gateway } },
      'sms queued',
    );
  },
});
