import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toBaht } from '@contract/money';
import { settleSandboxOrder } from '@server/payments/sandbox/sandbox-notify';

type PageDeps = { deliver: (eventId: string) => Promise<boolean> };

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (
  order: { id: string; merchant_ref: string; amount: number; status: string } | null,
  note: string,
  token: string,
) => `
<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox PromptPay</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:24px auto;padding:0 16px}
button{display:block;width:100%;margin:8px 0;padding:14px;font-size:16px;border-radius:10px;border:0}
.paid{background:#16a34a;color:#fff}.failed{background:#dc2626;color:#fff}.expired{background:#9ca3af}</style></head>
<body><h1>Sandbox PromptPay</h1>
${
  order
    ? `<p>รายการ <b>${escape(order.merchant_ref)}</b> (${escape(order.id)})</p>
<p>ยอด <b>${toBaht(order.amount).toFixed(2)}</b> บาท · สถานะ <b>${escape(order.status)}</b></p>
${
  order.status === 'pending'
    ? `<form method="post"><input type="hidden" name="token" value="${escape(token)}">${[
        'paid',
        'failed',
        'expired',
      ]
        .map((o) => `<button class="${o}" name="outcome" value="${o}">${o}</button>`)
        .join('')}</form>`
    : ''
}`
    : '<p>ไม่พบรายการนี้ในแซนด์บ็อกซ์</p>'
}
<p>${escape(note)}</p></body></html>`;

/**
 * A tester's page for one sandbox order, like a bank app's confirmation screen: mark it paid, failed or
 * expired. Registered with the other sandbox controls (never in production unless asked for), behind the same
 * tester token: the link a tester opens carries it as ?token=, and the form sends it back.
 */
export const sandboxPage =
  ({ deliver }: PageDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const params = z.object({ order: z.string().min(1).max(40) });
    const find = async (idOrRef: string) =>
      (
        await app.db.query<{ id: string; merchant_ref: string; amount: number; status: string }>(
          `SELECT id, merchant_ref, amount, status FROM sandbox_orders WHERE id = $1 OR merchant_ref = $1`,
          [idOrRef],
        )
      ).rows[0] ?? null;

    // The token reached this far only if it was right (the sandbox routes' hook): the form carries it on.
    const query = z.object({ token: z.string().max(200).optional() });
    app.get(
      '/api/payment/sandbox/pay/:order',
      { schema: { hide: true, params, querystring: query } },
      async (request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .send(page(await find(request.params.order), '', request.query.token ?? '')),
    );

    app.post(
      '/api/payment/sandbox/pay/:order',
      {
        schema: {
          hide: true,
          params,
          body: z.object({ outcome: z.enum(['paid', 'failed', 'expired']), token: z.string().max(200) }),
        },
      },
      async (request, reply) => {
        let note: string;
        try {
          const eventId = await settleSandboxOrder(app.db, request.params.order, request.body.outcome);
          note = (await deliver(eventId))
            ? `ส่งการแจ้งเตือน ${eventId} ถึงระบบแล้ว`
            : `ส่งการแจ้งเตือน ${eventId} ไม่สำเร็จ (จะส่งใหม่ด้วย redeliver)`;
        } catch (error) {
          note = error instanceof Error ? error.message : String(error);
        }
        const shown = page(await find(request.params.order), note, request.body.token);
        return reply.type('text/html; charset=utf-8').send(shown);
      },
    );
  };
