import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import { createLineDeliverer } from '@server/line/messaging/deliver';
import { secretBoxOf } from '@server/line/secret-box';
import { deliverDue } from '@server/outbox/outbox';
import { settleSandboxOrder } from '@server/payments/sandbox/sandbox-notify';
import { call, createTestApp } from '../helpers/test-app';
import { lineConfig, setUpOfficialAccount, startLine } from '../helpers/line-official-account';
import { anyIp, channelId } from '../payments/payment-helpers';

export const SITE = 'https://site.example';
export const GROUP = `C${'b'.repeat(32)}`;
export const LIFF = {
  default: '2000000002-Home0001',
  deposit: '2000000002-Depo0001',
  wheel: '2000000002-Whee0001',
};

export type Bubble = {
  altText: string;
  contents: {
    body: { contents: { text: string }[] };
    footer?: { contents: { action: { label: string; uri: string } }[] };
  };
};

const lineUser = () => `U${randomBytes(16).toString('hex')}`;

/**
 * A member-messages test file's setup: the Messaging API stand-in, the app on it with PUBLIC_URL set, the official
 * account with its staff group and LIFF apps set by the owner; closed after the file. Answers what the tests call
 * with: the app, the stand-in, the owner, the outbox job ("send all"), what reached a LINE user, and the member
 * helpers (link LINE, set choices, a paid QR deposit).
 */
export const memberMessagesSetup = async () => {
  const line = await startLine();
  const app = await createTestApp({ ...lineConfig(line), PUBLIC_URL: SITE });
  afterAll(async () => {
    await app.close();
    await line.close();
  });
  const owner = await setUpOfficialAccount(app, { staff_group_id: GROUP });
  await call(app, 'POST', '/api/admin/line/settings', {
    token: owner.token,
    body: { channel_id: '', liff_apps: LIFF },
  });

  /** The outbox job of a process with PUBLIC_URL set, against the stand-in, until nothing is due. */
  const deliverers = {
    line: createLineDeliverer({
      db: app.db,
      box: secretBoxOf(app.config),
      hosts: { api: line.url, data: line.url },
      publicUrl: SITE,
    }),
  };
  const sendAll = async () => {
    while ((await deliverDue(app.db, deliverers)) > 0);
  };

  /** What reached `to` on LINE: each message's texts and its button. */
  const received = (to: string) =>
    line.sent
      .filter((call) => (call.body as { to?: string }).to === to)
      .flatMap((call) => (call.body as { messages: (Bubble & { type: string })[] }).messages)
      .map((message) => ({
        type: message.type,
        texts: message.contents.body.contents.map((part) => part.text),
        button: message.contents.footer?.contents[0]?.action ?? null,
      }));

  const linkLine = async (memberId: number) => {
    const user = lineUser();
    await app.db.query(`UPDATE members SET line_user_id = $2 WHERE id = $1`, [memberId, user]);
    return user;
  };
  const setPrefs = (token: string, body: object) =>
    call(app, 'POST', '/api/member/line/messages', { token, body });

  /** A QR deposit of `baht` paid at the sandbox: the order's ref and its notification's event id. */
  const paidOrder = async (token: string, baht: number) => {
    const order = await call(app, 'POST', '/api/member/payment/generate_qr', {
      headers: anyIp(),
      token,
      body: { channel_id: await channelId(app, token, 'promptpay_qr'), amount: baht },
    });
    const ref = (
      await app.db.query<{ ref: string }>(`SELECT ref FROM deposit_orders WHERE id::text = $1 OR ref = $1`, [
        order.data.order_id,
      ])
    ).rows[0]!.ref;
    return { ref, event: await settleSandboxOrder(app.db, order.data.order_id, 'paid') };
  };

  return { line, app, owner, sendAll, received, linkLine, setPrefs, paidOrder };
};
