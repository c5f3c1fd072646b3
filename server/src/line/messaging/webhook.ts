import { validateSignature } from '@line/bot-sdk';
import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { enqueueFollowerMenuLink } from '../richmenus/member-menu';
import type { SecretBox } from '../secret-box';
import { officialAccountOf } from './official-account';

type WebhookEvent = {
  type?: unknown;
  webhookEventId?: unknown;
  timestamp?: unknown;
  source?: { type?: unknown; userId?: unknown; groupId?: unknown };
  deliveryContext?: { isRedelivery?: unknown };
};

const USER_ID = /^U[0-9a-f]{32}$/;

const eventsOf = (raw: string): WebhookEvent[] => {
  try {
    const body = JSON.parse(raw) as { events?: unknown } | null;
    return Array.isArray(body?.events) ? (body.events as WebhookEvent[]) : [];
  } catch {
    return fail('BAD_REQUEST');
  }
};

/**
 * One webhook call from LINE (Messaging API reference, "Receive messages (webhook)"): the `X-Line-Signature` (base64
 * HMAC-SHA256 of the raw body with the channel secret) is checked before the body is parsed; a call that does not
 * hold changes nothing (401). Each event is stored once by its `webhookEventId` (LINE redelivers with the same
 * id): a redelivery is answered 200 and changes nothing. follow / unfollow set the LINE user's follow state, in
 * the order LINE stamped them (a late redelivery of an older event does not undo a newer one).
 */
export const receiveWebhook = async (
  db: Db,
  box: SecretBox,
  agentId: number | null,
  raw: string,
  signature: string | undefined,
): Promise<{ events: number; stored: number }> => {
  const account = agentId === null ? null : await officialAccountOf(db, box, agentId);
  if (
    agentId === null ||
    !account ||
    !signature ||
    !validateSignature(raw, account.channelSecret, signature)
  ) {
    fail('LINE_SIGNATURE_INVALID');
  }
  const events = eventsOf(raw);
  let stored = 0;
  for (const event of events) {
    const { webhookEventId, type } = event;
    if (typeof webhookEventId !== 'string' || typeof type !== 'string') continue;
    const userId =
      typeof event.source?.userId === 'string' && USER_ID.test(event.source.userId)
        ? event.source.userId
        : null;
    const at = typeof event.timestamp === 'number' ? new Date(event.timestamp) : new Date();
    const added = await db.tx(async (q) => {
      const { rowCount } = await q.query(
        `INSERT INTO line_webhook_events (agent_id, webhook_event_id, type, line_user_id, payload, redelivery)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [
          agentId,
          webhookEventId.slice(0, 100),
          type.slice(0, 40),
          userId,
          JSON.stringify(event),
          event.deliveryContext?.isRedelivery === true,
        ],
      );
      if (!rowCount) return false;
      if (userId && (type === 'follow' || type === 'unfollow')) {
        await q.query(
          `INSERT INTO line_followers (agent_id, line_user_id, following, changed_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (agent_id, line_user_id) DO UPDATE SET following = $3, changed_at = $4
            WHERE line_followers.changed_at <= $4`,
          [agentId, userId, type === 'follow', at.toISOString()],
        );
        // agentId is set here (refused above when null); the closure does not keep the narrowing.
        if (type === 'follow') await enqueueFollowerMenuLink(q, agentId!, userId);
      }
      return true;
    });
    if (added) stored += 1;
  }
  return { events: events.length, stored };
};
