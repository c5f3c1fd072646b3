import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '@contract/envelope';
import {
  channelQuery,
  depositOrder,
  generateQrBody,
  inquiryStatus,
  memberBankAccount,
  orderQuery,
  paymentChannel,
  paymentInfo,
  updateSubBankBody,
  withdrawal,
  withdrawBody,
  withdrawInfo,
} from '@contract/payment';
import { listChannels } from '@server/payments/channels';
import { createDepositOrder, inquireOrder, orderInfo } from '@server/payments/deposit-orders';
import { paymentInfo as readPaymentInfo } from '@server/payments/payment-info';
import { updateSubBankAccount } from '@server/payments/sub-bank-account';
import { approveAutomatically } from '@server/payments/withdrawal-auto';
import { requestWithdrawal, withdrawInfo as readWithdrawInfo } from '@server/payments/withdrawals';
import { memberOf } from '@server/plugins/auth';
import { notifyRoutes } from './notify';
import { sandboxRoutes } from './sandbox';

const tags = ['payment'];

/** Deposits, withdrawals and the member's withdrawal accounts; provider notifications in `notify.ts`. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(notifyRoutes);
  await app.register(sandboxRoutes);
  await app.register(memberPaymentRoutes);
};

const memberPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/member/payment/channels',
    { schema: { tags, response: { 200: envelopeOf(z.array(paymentChannel)) } } },
    async (request) => ok(await listChannels(app.db, memberOf(request).agentId)),
  );

  app.get(
    '/api/member/payment/info',
    { schema: { tags, querystring: channelQuery, response: { 200: envelopeOf(paymentInfo) } } },
    async (request) => ok(await readPaymentInfo(app.db, memberOf(request), request.query.channel_id)),
  );

  app.post(
    '/api/member/payment/generate_qr',
    { schema: { tags, body: generateQrBody, response: { 200: envelopeOf(depositOrder) } } },
    async (request) =>
      ok(
        await createDepositOrder(
          app.db,
          memberOf(request),
          request.body,
          app.config.PAYMENT_PROVIDER_TIMEOUT_MS,
          request.ip,
          app.clock(),
        ),
      ),
  );

  app.get(
    '/api/member/payment/qrcode_info',
    { schema: { tags, querystring: orderQuery, response: { 200: envelopeOf(depositOrder) } } },
    async (request) => ok(await orderInfo(app.db, memberOf(request), request.query.order_id)),
  );

  app.get(
    '/api/member/payment/inquiry_status',
    { schema: { tags, querystring: orderQuery, response: { 200: envelopeOf(inquiryStatus) } } },
    async (request) =>
      ok(
        await inquireOrder(
          app.db,
          memberOf(request),
          request.query.order_id,
          app.config.PAYMENT_PROVIDER_TIMEOUT_MS,
          app.clock(),
        ),
      ),
  );

  app.get(
    '/api/member/withdraw/info',
    { schema: { tags, response: { 200: envelopeOf(withdrawInfo) } } },
    async (request) => ok(await readWithdrawInfo(app.db, memberOf(request), app.clock())),
  );

  app.post(
    '/api/member/withdraw',
    { schema: { tags, body: withdrawBody, response: { 200: envelopeOf(withdrawal) } } },
    async (request) => {
      const now = app.clock();
      const asked = await requestWithdrawal(app.db, memberOf(request), request.body, now);
      // The automatic mode, when the owner turned it on (its own transaction, after the request's statement).
      return ok((await approveAutomatically(app.db, asked.id, now)) ?? asked);
    },
  );

  app.post(
    '/api/member/update_sub_bank_account',
    { schema: { tags, body: updateSubBankBody, response: { 200: envelopeOf(z.array(memberBankAccount)) } } },
    async (request) => ok(await updateSubBankAccount(app.db, memberOf(request), request.body, request.ip)),
  );
};
