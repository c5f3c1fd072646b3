import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjustmentDecisionBody,
  adjustmentItem,
  adjustmentList,
  adjustmentsQuery,
  manualMoneyRules,
  manualMoneyRulesBody,
  myManualMoney as myManualMoneyAnswer,
} from '@contract/admin/manual-money';
import { idParams } from '@contract/admin/money-common';
import { envelopeOf, ok } from '@contract/envelope';
import { approveAdjustment, rejectAdjustment } from '@server/manual-money/decide';
import { adjustmentsOf } from '@server/manual-money/list';
import { manualMoneyRulesOf, myManualMoney, setManualMoneyRules } from '@server/manual-money/rules';
import { adminSchema, byStaff, staffOf } from './staff-call';

const approve = { permission: 'adjust.approve' } as const;
const rules = { permission: 'adjust.rules' } as const;

/** Manual money (issue 28): the agent's rules, the staff member's room today, and the four-eyes queue. */
export const adminManualMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/manual_money/rules',
    { config: rules, schema: { ...adminSchema, response: { 200: envelopeOf(manualMoneyRules) } } },
    async (request) => ok(await manualMoneyRulesOf(app.db, staffOf(request).agentId)),
  );

  app.post(
    '/api/admin/manual_money/rules',
    {
      config: rules,
      schema: { ...adminSchema, body: manualMoneyRulesBody, response: { 200: envelopeOf(manualMoneyRules) } },
    },
    async (request) => ok(await setManualMoneyRules(app.db, byStaff(request), request.body)),
  );

  app.get(
    '/api/admin/manual_money/me',
    {
      config: { permission: 'adjust.money' },
      schema: { ...adminSchema, response: { 200: envelopeOf(myManualMoneyAnswer) } },
    },
    async (request) => ok(await myManualMoney(app.db, byStaff(request), staffOf(request).role, app.clock())),
  );

  app.get(
    '/api/admin/adjustments',
    {
      config: approve,
      schema: {
        ...adminSchema,
        querystring: adjustmentsQuery,
        response: { 200: envelopeOf(adjustmentList) },
      },
    },
    async (request) => ok(await adjustmentsOf(app.db, staffOf(request).agentId, request.query.status)),
  );

  for (const [path, decide] of [
    ['approve', approveAdjustment],
    ['reject', rejectAdjustment],
  ] as const) {
    app.post(
      `/api/admin/adjustments/:id/${path}`,
      {
        config: approve,
        schema: {
          ...adminSchema,
          params: idParams,
          body: adjustmentDecisionBody.nullish(),
          response: { 200: envelopeOf(adjustmentItem) },
        },
      },
      async (request) =>
        ok(await decide(app.db, byStaff(request), request.params.id, request.body?.reason, app.clock())),
    );
  }
};
