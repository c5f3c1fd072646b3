import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lottoEntryParams,
  lottoRerunAnswer,
  lottoResultEntry,
  lottoResultInput,
  lottoRoundParams,
  lottoSettlement,
  type LottoResultEntry,
  type LottoSettlement,
} from '@contract/admin/lotto';
import { envelopeOf, ok } from '@contract/envelope';
import { toBaht } from '@contract/money';
import {
  decideResult,
  enterResult,
  entriesOfRound,
  type ResultEntry,
} from '@server/lotto/admin/result-entry';
import {
  rerunSettlement,
  settlementStatus,
  type SettlementStatus,
} from '@server/lotto/admin/settlement-status';
import type { Queryable } from '@server/db/db';
import { adminSchema, byStaff, emptyBody } from './staff-call';

const toEntry = (e: ResultEntry): LottoResultEntry => ({
  id: e.id,
  round_id: e.roundId,
  result: {
    first_prize: e.result.firstPrize,
    front3: e.result.front3,
    back3: e.result.back3,
    bottom2: e.result.bottom2,
  },
  status: e.status,
  entered_by: e.enteredBy,
  entered_at: e.enteredAt.toISOString(),
  decided_by: e.decidedBy,
  decided_at: e.decidedAt?.toISOString() ?? null,
});

const toSettlement = async (q: Queryable, s: SettlementStatus): Promise<LottoSettlement> => ({
  round_id: s.roundId,
  title: s.title,
  market_type: s.marketType,
  round_status: s.roundStatus,
  result: s.result,
  bills: s.bills.map((b) => ({ ...b, stake: toBaht(b.stake), payout: toBaht(b.payout) })),
  ledger_paid: toBaht(s.ledgerPaid),
  entries: (await entriesOfRound(q, s.roundId)).map(toEntry),
});

/**
 * Lotto results and settlement in the back office: one staff member enters a round's result, a second one
 * confirms it (four eyes) before anything is paid; the settlement page and a re-run that cannot pay twice.
 */
export const adminLottoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/lotto/rounds/:id/settlement',
    {
      config: { permission: 'lotto.results' },
      schema: { ...adminSchema, params: lottoRoundParams, response: { 200: envelopeOf(lottoSettlement) } },
    },
    async (request) => ok(await toSettlement(app.db, await settlementStatus(app.db, request.params.id))),
  );
  app.post(
    '/api/admin/lotto/rounds/:id/result',
    {
      config: { permission: 'lotto.results' },
      schema: {
        ...adminSchema,
        params: lottoRoundParams,
        body: lottoResultInput,
        response: { 200: envelopeOf(lottoResultEntry) },
      },
    },
    async (request) => {
      const { first_prize: firstPrize, front3, back3, bottom2 } = request.body;
      const draw = { firstPrize, front3, back3, bottom2 };
      const entry = await enterResult(app.db, byStaff(request), request.params.id, draw, app.clock());
      return ok(toEntry(entry));
    },
  );
  for (const decision of ['confirm', 'reject'] as const) {
    app.post(
      `/api/admin/lotto/results/:id/${decision}`,
      {
        config: { permission: 'lotto.results' },
        schema: {
          ...adminSchema,
          params: lottoEntryParams,
          body: emptyBody,
          response: { 200: envelopeOf(lottoResultEntry) },
        },
      },
      async (request) =>
        ok(toEntry(await decideResult(app.db, byStaff(request), request.params.id, decision, app.clock()))),
    );
  }
  app.post(
    '/api/admin/lotto/rounds/:id/settle',
    {
      config: { permission: 'lotto.settle' },
      schema: {
        ...adminSchema,
        params: lottoRoundParams,
        body: emptyBody,
        response: { 200: envelopeOf(lottoRerunAnswer) },
      },
    },
    async (request) => {
      const { outcome, status } = await rerunSettlement(app.db, byStaff(request), request.params.id);
      return ok({
        settled_bills: outcome.bills,
        paid: toBaht(outcome.paid),
        settlement: await toSettlement(app.db, status),
      });
    },
  );
};
