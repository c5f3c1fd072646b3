import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  betTypesInput,
  billAdmin,
  billsAdminQuery,
  drawDate,
  drawDateInput,
  drawDateRemove,
  exposureBoard as exposureBoardSchema,
  exposureQuery,
  lottoIdParams,
  marketAdmin,
  marketInput,
  restrictedAdmin,
  restrictedInput,
  restrictedRemove,
  roundAdmin,
  roundsAdminQuery,
} from '@contract/admin/lotto-setup';
import { envelopeOf, ok } from '@contract/envelope';
import { searchBills } from '@server/lotto/admin/bills';
import { addDrawDate, listDrawDates, removeDrawDate } from '@server/lotto/admin/draw-dates';
import { listMarketsAdmin, saveBetTypes, saveMarket } from '@server/lotto/admin/markets';
import {
  exposureBoard,
  listRestricted,
  listRoundsAdmin,
  removeRestricted,
  roundOrFail,
  saveRestricted,
} from '@server/lotto/admin/rounds';
import { adminSchema, byStaff, staffOf } from './staff-call';

const view = { permission: 'lotto.view' } as const;
const manage = { permission: 'lotto.manage' } as const;

/**
 * The lotto pages of the back office: markets with rates and limits, the draw calendar, rounds with their
 * restricted numbers and exposure board, and the bills search. Every change is audited in its own transaction.
 */
export const adminLottoSetupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/lotto/markets',
    { config: view, schema: { ...adminSchema, response: { 200: envelopeOf(z.array(marketAdmin)) } } },
    async (request) => ok(await listMarketsAdmin(app.db, staffOf(request).agentId)),
  );
  app.post(
    '/api/admin/lotto/markets/:id',
    {
      config: manage,
      schema: {
        ...adminSchema,
        params: lottoIdParams,
        body: marketInput,
        response: { 200: envelopeOf(marketAdmin) },
      },
    },
    async (request) => ok(await saveMarket(app.db, byStaff(request), request.params.id, request.body)),
  );
  app.post(
    '/api/admin/lotto/markets/:id/bet_types',
    {
      config: manage,
      schema: {
        ...adminSchema,
        params: lottoIdParams,
        body: betTypesInput,
        response: { 200: envelopeOf(marketAdmin) },
      },
    },
    async (request) =>
      ok(await saveBetTypes(app.db, byStaff(request), request.params.id, request.body.settings)),
  );

  app.get(
    '/api/admin/lotto/markets/:id/draw_dates',
    {
      config: view,
      schema: { ...adminSchema, params: lottoIdParams, response: { 200: envelopeOf(z.array(drawDate)) } },
    },
    async (request) => ok(await listDrawDates(app.db, request.params.id, app.clock())),
  );
  app.post(
    '/api/admin/lotto/markets/:id/draw_dates',
    {
      config: manage,
      schema: {
        ...adminSchema,
        params: lottoIdParams,
        body: drawDateInput,
        response: { 200: envelopeOf(z.array(drawDate)) },
      },
    },
    async (request) =>
      ok(
        await addDrawDate(
          app.db,
          byStaff(request),
          request.params.id,
          request.body.draw_date,
          request.body.note,
          app.clock(),
        ),
      ),
  );
  app.post(
    '/api/admin/lotto/markets/:id/draw_dates/remove',
    {
      config: manage,
      schema: {
        ...adminSchema,
        params: lottoIdParams,
        body: drawDateRemove,
        response: { 200: envelopeOf(z.array(drawDate)) },
      },
    },
    async (request) =>
      ok(
        await removeDrawDate(
          app.db,
          byStaff(request),
          request.params.id,
          request.body.draw_date,
          app.clock(),
        ),
      ),
  );

  app.get(
    '/api/admin/lotto/rounds',
    {
      config: view,
      schema: {
        ...adminSchema,
        querystring: roundsAdminQuery,
        response: { 200: envelopeOf(z.array(roundAdmin)) },
      },
    },
    async (request) =>
      ok(await listRoundsAdmin(app.db, staffOf(request).agentId, request.query, app.clock())),
  );
  app.get(
    '/api/admin/lotto/rounds/:id/restricted',
    {
      config: view,
      schema: {
        ...adminSchema,
        params: lottoIdParams,
        response: { 200: envelopeOf(z.array(restrictedAdmin)) },
      },
    },
    async (request) => {
      await roundOrFail(app.db, staffOf(request).agentId, request.params.id);
      return ok(await listRestricted(app.db, request.params.id));
    },
  );
  app.post(
    '/api/admin/lotto/rounds/:id/restricted',
    {
      config: manage,
      schema: {
        ...adminSchema,
        params: lottoIdParams,
        body: restrictedInput,
        response: { 200: envelopeOf(z.array(restrictedAdmin)) },
      },
    },
    async (request) => ok(await saveRestricted(app.db, byStaff(request), request.params.id, request.body)),
  );
  app.post(
    '/api/admin/lotto/rounds/:id/restricted/remove',
    {
      config: manage,
      schema: {
        ...adminSchema,
        params: lottoIdParams,
        body: restrictedRemove,
        response: { 200: envelopeOf(z.array(restrictedAdmin)) },
      },
    },
    async (request) =>
      ok(
        await removeRestricted(
          app.db,
          byStaff(request),
          request.params.id,
          request.body.bet_type,
          request.body.number,
        ),
      ),
  );
  app.get(
    '/api/admin/lotto/rounds/:id/exposure',
    {
      config: view,
      schema: {
        ...adminSchema,
        params: lottoIdParams,
        querystring: exposureQuery,
        response: { 200: envelopeOf(exposureBoardSchema) },
      },
    },
    async (request) =>
      ok(await exposureBoard(app.db, staffOf(request).agentId, request.params.id, request.query)),
  );
  app.get(
    '/api/admin/lotto/bills',
    {
      config: view,
      schema: {
        ...adminSchema,
        querystring: billsAdminQuery,
        response: { 200: envelopeOf(z.array(billAdmin)) },
      },
    },
    async (request) => ok(await searchBills(app.db, staffOf(request).agentId, request.query)),
  );
};
