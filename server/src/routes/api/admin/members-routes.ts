import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gamePage,
  memberDetail,
  memberIdParams,
  memberNotes,
  memberRow,
  memberSearchQuery,
  memberSessions,
  pageQuery,
  paymentList,
} from '@contract/admin/members';
import { envelopeOf, ok } from '@contract/envelope';
import { inboxItem } from '@contract/inbox';
import { statementAnswer, statementQuery } from '@contract/wallet';
import {
  memberGames,
  memberNoteList,
  memberPayments,
  memberSessionList,
} from '@server/accounts/admin/member-activity';
import { memberDetail as readDetail, memberOfAgent, searchMembers } from '@server/accounts/admin/member-read';
import { memberStatement } from '@server/ledger';
import { memberInbox } from '@server/live/inbox';
import { toStatementLine } from '../wallet/statement-line';
import { adminSchema, staffOf } from './staff-call';

const view = { permission: 'members.view' } as const;
const money = { permission: 'members.money.view' } as const;

/** The member pages' reads: search, profile with wallets, statement, games, payments, inbox, sessions, notes. */
export const adminMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/members',
    {
      config: view,
      schema: {
        ...adminSchema,
        querystring: memberSearchQuery,
        response: { 200: envelopeOf(z.array(memberRow)) },
      },
    },
    async (request) =>
      ok(await searchMembers(app.db, staffOf(request).agentId, request.query.q, request.query.limit)),
  );

  app.get(
    '/api/admin/members/:id',
    {
      config: view,
      schema: { ...adminSchema, params: memberIdParams, response: { 200: envelopeOf(memberDetail) } },
    },
    async (request) => ok(await readDetail(app.db, staffOf(request).agentId, request.params.id)),
  );

  /** The member's own statement (server/src/ledger/statement.ts), as the member sees it. */
  app.get(
    '/api/admin/members/:id/statement',
    {
      config: money,
      schema: {
        ...adminSchema,
        params: memberIdParams,
        querystring: statementQuery,
        response: { 200: envelopeOf(statementAnswer) },
      },
    },
    async (request) => {
      await memberOfAgent(app.db, staffOf(request).agentId, request.params.id);
      const { wallet_id: walletId, ...filter } = request.query;
      const page = await memberStatement(app.db, request.params.id, { ...filter, walletId });
      return ok({ items: page.items.map(toStatementLine), next_cursor: page.nextCursor });
    },
  );

  app.get(
    '/api/admin/members/:id/games',
    {
      config: money,
      schema: {
        ...adminSchema,
        params: memberIdParams,
        querystring: pageQuery,
        response: { 200: envelopeOf(gamePage) },
      },
    },
    async (request) => {
      await memberOfAgent(app.db, staffOf(request).agentId, request.params.id);
      return ok(await memberGames(app.db, request.params.id, request.query.cursor, request.query.limit));
    },
  );

  app.get(
    '/api/admin/members/:id/payments',
    {
      config: money,
      schema: { ...adminSchema, params: memberIdParams, response: { 200: envelopeOf(paymentList) } },
    },
    async (request) => {
      await memberOfAgent(app.db, staffOf(request).agentId, request.params.id);
      return ok(await memberPayments(app.db, request.params.id));
    },
  );

  /** What the member was told in their inbox (server/src/live/README.md), newest first, and whether they read it. */
  app.get(
    '/api/admin/members/:id/inbox',
    {
      config: view,
      schema: {
        ...adminSchema,
        params: memberIdParams,
        response: { 200: envelopeOf(z.object({ items: z.array(inboxItem) })) },
      },
    },
    async (request) => {
      await memberOfAgent(app.db, staffOf(request).agentId, request.params.id);
      const { items } = await memberInbox(app.db, request.params.id, { limit: 100 });
      return ok({ items });
    },
  );

  app.get(
    '/api/admin/members/:id/sessions',
    {
      config: view,
      schema: { ...adminSchema, params: memberIdParams, response: { 200: envelopeOf(memberSessions) } },
    },
    async (request) => {
      await memberOfAgent(app.db, staffOf(request).agentId, request.params.id);
      return ok(await memberSessionList(app.db, request.params.id));
    },
  );

  app.get(
    '/api/admin/members/:id/notes',
    {
      config: view,
      schema: { ...adminSchema, params: memberIdParams, response: { 200: envelopeOf(memberNotes) } },
    },
    async (request) => {
      await memberOfAgent(app.db, staffOf(request).agentId, request.params.id);
      return ok(await memberNoteList(app.db, request.params.id));
    },
  );
};
