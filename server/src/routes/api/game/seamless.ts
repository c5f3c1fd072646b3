import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '@contract/envelope';
import {
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_TIMESTAMP_HEADER,
  seamlessAnswer,
  seamlessBalanceAnswer,
  seamlessBalanceBody,
  seamlessBetBody,
  seamlessRollbackBody,
  seamlessSettleBody,
} from '@contract/seamless';
import { fail } from '@server/http/app-error';
import { describeGuard } from '@server/http/guard-docs';
import * as seamless from '@server/games/seamless/seamless-service';
import { findSeamlessProvider, type SeamlessProvider } from '@server/games/seamless/seamless-repository';
import { signatureMatches, timestampFresh } from '@server/games/seamless/signature';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received: the provider signed these bytes, not our re-serialisation. */
    seamlessRawBody: string;
    seamlessProvider: SeamlessProvider | null;
  }
}

const params = z.object({ provider: z.string().max(40) });
const response = { 200: envelopeOf(seamlessAnswer) };

/**
 * The seamless-wallet endpoints game providers call (shared/contract/seamless.ts). The signature and the
 * timestamp are checked before the body is even validated, so an unsigned caller learns nothing.
 */
export const seamlessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest('seamlessRawBody', '');
  app.decorateRequest('seamlessProvider', null);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.seamlessRawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, null);
    }
  });

  // The provider's signature and timestamp: a guard, so the API document declares them on these routes.
  const signedByProvider = async (request: FastifyRequest<{ Params: { provider?: string } }>) => {
    const provider = await findSeamlessProvider(app.db, String(request.params.provider ?? ''));
    if (!provider) return fail('SEAMLESS_PROVIDER_UNKNOWN');
    if (
      !signatureMatches(provider.secret, request.seamlessRawBody, request.headers[SEAMLESS_SIGNATURE_HEADER])
    ) {
      return fail('SEAMLESS_BAD_SIGNATURE');
    }
    const body = request.body as { timestamp?: unknown } | null;
    // Wall time on both sides (signature.ts): a replay guard, not a business rule. The calls themselves are
    // dated by the business clock (app.clock()) below.
    if (!timestampFresh(request.headers[SEAMLESS_TIMESTAMP_HEADER], body?.timestamp, Date.now())) {
      return fail('SEAMLESS_STALE_TIMESTAMP');
    }
    request.seamlessProvider = provider;
  };
  app.addHook(
    'preValidation',
    describeGuard(signedByProvider, { scheme: 'seamlessSignature', refuses: [401] }),
  );

  // Answers of a few dozen bytes to a server, never worth compressing: no per-request compression hooks.
  const providerOf = (request: FastifyRequest) =>
    request.seamlessProvider ?? fail('SEAMLESS_PROVIDER_UNKNOWN');
  const tags = ['seamless'];

  app.post(
    '/api/seamless/:provider/balance',
    {
      compress: false,
      schema: {
        tags,
        params,
        body: seamlessBalanceBody,
        response: { 200: envelopeOf(seamlessBalanceAnswer) },
      },
    },
    async (request) => ok(await seamless.balance(app.db, providerOf(request), request.body)),
  );
  app.post(
    '/api/seamless/:provider/bet',
    { compress: false, schema: { tags, params, body: seamlessBetBody, response } },
    async (request) => ok(await seamless.bet(app.db, providerOf(request), request.body, app.clock())),
  );
  app.post(
    '/api/seamless/:provider/settle',
    { compress: false, schema: { tags, params, body: seamlessSettleBody, response } },
    async (request) => ok(await seamless.settle(app.db, providerOf(request), request.body, app.clock())),
  );
  app.post(
    '/api/seamless/:provider/rollback',
    { compress: false, schema: { tags, params, body: seamlessRollbackBody, response } },
    async (request) => ok(await seamless.rollback(app.db, providerOf(request), request.body, app.clock())),
  );
};
