import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { memberWallets } from '@server/ledger';
import {
  deliverNotification,
  settleSandboxOrder,
  signedHeaders,
  type Transport,
} from '@server/payments/sandbox/sandbox-notify';
import { fromIp, randomIp } from '@tests/server/account/account-helpers';
import { call, insertMember } from '@tests/server/helpers/test-app';

/** Delivers sandbox notifications into the app under test, as the sandbox would over HTTP. */
export const injectTransport =
  (app: FastifyInstance): Transport =>
  async (body, headers) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payment/notify/sandbox',
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
    return { status: response.statusCode, error: response.json().error };
  };

/** Posts a raw notification body with the given headers (or correctly signed ones). */
export const postNotification = async (
  app: FastifyInstance,
  body: string,
  headers?: Record<string, string>,
) => {
  const secret = await sandboxSecret(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/payment/notify/sandbox',
    headers: { 'content-type': 'application/json', ...(headers ?? signedHeaders(secret, body)) },
    payload: body,
  });
  const envelope = response.json() as { error: number; message: string; data: NotifyAnswer };
  return { status: response.statusCode, ...envelope };
};

/** What the notification endpoint answers (refusals carry null data). */
type NotifyAnswer = { outcome: string; order_id: string };

export const sandboxSecret = async (app: FastifyInstance) =>
  (await app.db.query<{ secret: string }>(`SELECT secret FROM payment_providers WHERE code = 'sandbox'`))
    .rows[0]!.secret;

export const PASSWORD = 'secret123';
let passwordHash: string | null = null;

/** A member with a real password hash (for rules that ask for it) and a main wallet. */
export const paymentMember = async (app: FastifyInstance) => {
  const member = await insertMember(app);
  passwordHash ??= await hash(PASSWORD);
  await app.db.query(`UPDATE members SET password_hash = $2 WHERE id = $1`, [member.id, passwordHash]);
  return member;
};

/** The member's main wallet balance in satang (0 when the wallet is not open yet). */
export const mainBalance = async (app: FastifyInstance, memberId: number) =>
  (await memberWallets(app.db, memberId)).find((wallet) => wallet.walletTypeId === 1)?.balance ?? 0;

export const channelId = async (app: FastifyInstance, token: string, type: string) => {
  const answer = await call(app, 'GET', '/api/member/payment/channels', { token });
  return (answer.data as { id: number; type: string }[]).find((channel) => channel.type === type)!.id;
};

export const ledgerEntryCount = async (app: FastifyInstance, memberId: number) =>
  (
    await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.member_id = $1`,
      [memberId],
    )
  ).rows[0]!.n;

/** A fresh client address per call: deposit orders are limited per address, and these tests are not about that. */
export const anyIp = () => fromIp(randomIp());

/**
 * A QR deposit of `amount` baht the member asks for and the sandbox marks paid, its notification delivered:
 * answers the order id and a `deliverAgain` that sends the same notification once more.
 */
export const paidQrDeposit = async (app: FastifyInstance, token: string, amount: number) => {
  const qr = await channelId(app, token, 'promptpay_qr');
  const order = await call(app, 'POST', '/api/member/payment/generate_qr', {
    headers: anyIp(),
    token,
    body: { channel_id: qr, amount },
  });
  const event = await settleSandboxOrder(app.db, order.data.order_id, 'paid');
  const deliverAgain = () => deliverNotification(app.db, event, injectTransport(app), { pauseMs: 1 });
  await deliverAgain();
  return { orderId: order.data.order_id as string, deliverAgain };
};
