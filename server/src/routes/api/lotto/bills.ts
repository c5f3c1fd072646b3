import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import {
  billCancelBody,
  billCreateBody,
  billDetail,
  billDetailQuery,
  billList,
  billListQuery,
  billValidateBody,
  billValidation,
} from '@contract/lotto';
import { cancelBill } from '@server/lotto/bill-cancel';
import { createBill } from '@server/lotto/bill-create';
import { validateBill } from '@server/lotto/bill-validate';
import { billDetail as readBill, listBills } from '@server/lotto/bills';
import { memberOf } from '@server/plugins/auth';

const tags = ['lotto'];

/** Bills (โพย) of the signed-in member: validate, create, cancel, list, detail. */
export const billRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/api/lotto/bill/validate',
    { schema: { tags, body: billValidateBody, response: { 200: envelopeOf(billValidation) } } },
    async (request) => ok(await validateBill(app.db, memberOf(request), request.body, app.clock())),
  );

  app.post(
    '/api/lotto/bill/create',
    { schema: { tags, body: billCreateBody, response: { 200: envelopeOf(billDetail) } } },
    async (request) => ok(await createBill(app.db, memberOf(request), request.body, app.clock())),
  );

  app.post(
    '/api/lotto/bill/cancel',
    { schema: { tags, body: billCancelBody, response: { 200: envelopeOf(billDetail) } } },
    async (request) => ok(await cancelBill(app.db, memberOf(request), request.body.bill_id, app.clock())),
  );

  app.get(
    '/api/lotto/bill/list',
    { schema: { tags, querystring: billListQuery, response: { 200: envelopeOf(billList) } } },
    async (request) => {
      const { status, round_id: roundId, before, limit } = request.query;
      return ok(
        await listBills(app.db, memberOf(request).id, { status, roundId, before, limit }, app.clock()),
      );
    },
  );

  app.get(
    '/api/lotto/bill/detail',
    { schema: { tags, querystring: billDetailQuery, response: { 200: envelopeOf(billDetail) } } },
    async (request) => ok(await readBill(app.db, memberOf(request).id, request.query.bill_id, app.clock())),
  );
};
