import type { FastifyInstance } from 'fastify';
import { createLineDeliverer } from '@server/line/messaging/deliver';
import { secretBoxOf } from '@server/line/secret-box';
import { deliverDue } from '@server/outbox/outbox';
import { insertStaff } from '../admin/staff-fixtures';
import { call } from './test-app';
import { lineSignature, startLineStandIn, type LineStandIn } from './line-messaging-stand-in';

export const CHANNEL_SECRET = '0123456789abcdef0123456789abcdef';
export const ACCESS_TOKEN = 'stand-in-channel-access-token-0001';

/** The Messaging API stand-in and the app's config pointing at it (createTestApp(lineConfig(standIn))). */
export const startLine = (options: { quota?: number } = {}) =>
  startLineStandIn({ accessToken: ACCESS_TOKEN, ...options });
export const lineConfig = (standIn: LineStandIn) => ({
  LINE_API_URL: standIn.url,
  LINE_API_DATA_URL: standIn.url,
});

/** The demo agent's official account set up by its owner in the console (secret and token sealed). */
export const setUpOfficialAccount = async (app: FastifyInstance, extra: { staff_group_id?: string } = {}) => {
  const owner = await insertStaff(app, 'owner');
  const saved = await call(app, 'POST', '/api/admin/line/official-account', {
    token: owner.token,
    body: { channel_id: '2000000002', channel_secret: CHANNEL_SECRET, access_token: ACCESS_TOKEN, ...extra },
  });
  if (!saved.data?.configured) throw new Error(`official account not saved: ${saved.message}`);
  return owner;
};

/** What this process's outbox job does with LINE entries, against the stand-in. */
const lineDeliverers = (app: FastifyInstance, standIn: LineStandIn) => ({
  line: createLineDeliverer({
    db: app.db,
    box: secretBoxOf(app.config),
    hosts: { api: standIn.url, data: standIn.url },
  }),
});

/** Runs the outbox's LINE deliveries until nothing is due. */
export const sendLineOutbox = async (app: FastifyInstance, standIn: LineStandIn) => {
  while ((await deliverDue(app.db, lineDeliverers(app, standIn))) > 0);
};

/** A webhook call as LINE makes it: the body's events signed with the channel secret (or a given signature). */
export const postWebhook = (
  app: FastifyInstance,
  events: object[],
  { secret = CHANNEL_SECRET, signature }: { secret?: string; signature?: string | null } = {},
) => {
  const body = JSON.stringify({ destination: 'U' + 'f'.repeat(32), events });
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signed = signature === undefined ? lineSignature(body, secret) : signature;
  if (signed !== null) headers['x-line-signature'] = signed;
  return app.inject({ method: 'POST', url: '/api/line/webhook', payload: body, headers });
};

let eventCounter = 0;
/** A follow or unfollow event (LINE's shape) with a fresh webhookEventId. */
export const followEvent = (type: 'follow' | 'unfollow', userId: string, timestamp = Date.now()) => ({
  type,
  mode: 'active',
  timestamp,
  source: { type: 'user', userId },
  webhookEventId: `01HTEST${String((eventCounter += 1)).padStart(19, '0')}`,
  deliveryContext: { isRedelivery: false },
  ...(type === 'follow' ? { replyToken: 'r'.repeat(32), follow: { isUnblocked: false } } : {}),
});
