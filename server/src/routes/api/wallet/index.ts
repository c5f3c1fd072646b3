import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '@contract/envelope';
import { toBaht } from '@contract/money';
import { pointsAnswer, statementAnswer, statementQuery, wallet } from '@contract/wallet';
import { memberStatement, memberWallets, pointBalance } from '@server/ledger';
import { memberOf } from '@server/plugins/auth';
import { toStatementLine } from './statement-line';

/** The calling member's wallets, points and statement: read-only, and only ever their own. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/api/member/wallets',
    {
      schema: {
        tags: ['wallet'],
        body: z.object({}).passthrough().nullish(),
        response: { 200: envelopeOf(z.array(wallet)) },
      },
    },
    async (request) => {
      const wallets = await memberWallets(app.db, memberOf(request).id);
      return ok(
        wallets.map((w) => ({
          id: w.id,
          wallet_name: w.name,
          balance: toBaht(w.balance),
          wallet_type_id: w.walletTypeId,
        })),
      );
    },
  );

  app.post(
    '/api/member/points',
    {
      schema: {
        tags: ['wallet'],
        body: z.object({}).passthrough().nullish(),
        response: { 200: envelopeOf(pointsAnswer) },
      },
    },
    async (request) => ok({ point: await pointBalance(app.db, memberOf(request).id) }),
  );

  app.get(
    '/api/member/statement',
    {
      schema: {
        tags: ['wallet'],
        querystring: statementQuery,
        response: { 200: envelopeOf(statementAnswer) },
      },
    },
    async (request) => {
      const { wallet_id: walletId, ...filter } = request.query;
      const page = await memberStatement(app.db, memberOf(request).id, { ...filter, walletId });
      return ok({ items: page.items.map(toStatementLine), next_cursor: page.nextCursor });
    },
  );
};
