import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '@contract/envelope';
import { fail } from '@server/http/app-error';
import { describeGuard } from '@server/http/guard-docs';
import {
  deliverNotification,
  httpTransport,
  settleSandboxOrder,
} from '@server/payments/sandbox/sandbox-notify';
import { setSandboxMode } from '@server/payments/sandbox/sandbox-state';
import { sandboxPage } from './sandbox-page';
import { presentedToken, SANDBOX_TOKEN_HEADER, sandboxControlToken, tokenMatches } from './sandbox-token';

/**
 * Sandbox controls are for testers: on outside production, or when PAYMENT_SANDBOX_CONTROL=on is set (which
 * production refuses without TEST_DEPLOYMENT=yes, see config.ts). Either way every call needs the tester token.
 */
const sandboxControlEnabled = (app: FastifyInstance) =>
  app.config.NODE_ENV !== 'production' || app.config.PAYMENT_SANDBOX_CONTROL === 'on';

/** Where the sandbox sends notifications: PAYMENT_NOTIFY_URL, else this server's own listening address. */
const notifyUrl = (app: FastifyInstance) => {
  if (app.config.PAYMENT_NOTIFY_URL) return app.config.PAYMENT_NOTIFY_URL;
  const address = app.server.address() as AddressInfo | null;
  if (!address || typeof address !== 'object') return null;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}/api/payment/notify/sandbox`;
};

const delivery = z.object({ event_id: z.string(), delivered: z.boolean() });

/**
 * The sandbox provider's tester controls: mark an order paid, failed or expired (a signed notification is then
 * sent to the notification endpoint over HTTP, with retries), switch the sandbox down or slow, and resend what
 * was not delivered. `npm run payment:sandbox` calls these.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!sandboxControlEnabled(app)) return;

  // They mint money: no call without the tester token. Checked before validation, so that the page's form
  // field is still there (the schemas strip it) and a caller without the token learns nothing else.
  const token = await sandboxControlToken(app);
  // A token the operator chose is theirs to know; a generated one is printed, or no tester could use it.
  const shown = app.config.SANDBOX_CONTROL_TOKEN
    ? 'the token in SANDBOX_CONTROL_TOKEN'
    : `the tester token ${token}`;
  app.log.warn(
    `sandbox payment controls are on: send ${shown} in the ${SANDBOX_TOKEN_HEADER} header ` +
      '(npm run payment:sandbox reads SANDBOX_CONTROL_TOKEN or --token; the page takes ?token=)',
  );
  app.addHook(
    'preValidation',
    describeGuard(
      async (request: FastifyRequest) => {
        if (!tokenMatches(token, presentedToken(request))) fail('SANDBOX_CONTROL_TOKEN_INVALID');
      },
      { scheme: 'sandboxToken', refuses: [401] },
    ),
  );

  const deliver = async (eventId: string) => {
    const url = notifyUrl(app);
    return url
      ? deliverNotification(app.db, eventId, httpTransport(url), { attempts: 5, pauseMs: 300 })
      : false;
  };

  await app.register(sandboxPage({ deliver }));

  app.post(
    '/api/payment/sandbox/orders/:order/:outcome',
    {
      schema: {
        tags: ['payment sandbox'],
        params: z.object({
          order: z.string().min(1).max(40),
          outcome: z.enum(['paid', 'failed', 'expired']),
        }),
        response: { 200: envelopeOf(delivery) },
      },
    },
    async (request) => {
      const { order, outcome } = request.params;
      const eventId = await settleSandboxOrder(app.db, order, outcome).catch(() =>
        fail('PAYMENT_ORDER_NOT_FOUND'),
      );
      return ok({ event_id: eventId, delivered: await deliver(eventId) });
    },
  );

  app.post(
    '/api/payment/sandbox/mode',
    {
      schema: {
        tags: ['payment sandbox'],
        body: z.object({ mode: z.enum(['ok', 'down', 'slow']) }),
        response: { 200: envelopeOf(z.object({ mode: z.string() })) },
      },
    },
    async (request) => {
      await setSandboxMode(app.db, request.body.mode);
      return ok({ mode: request.body.mode });
    },
  );

  app.post(
    '/api/payment/sandbox/redeliver',
    { schema: { tags: ['payment sandbox'], response: { 200: envelopeOf(z.array(delivery)) } } },
    async () => {
      const { rows } = await app.db.query<{ event_id: string }>(
        `SELECT event_id FROM sandbox_notifications WHERE delivered_at IS NULL ORDER BY created_at LIMIT 50`,
      );
      const results = [];
      for (const row of rows)
        results.push({ event_id: row.event_id, delivered: await deliver(row.event_id) });
      return ok(results);
    },
  );
};
