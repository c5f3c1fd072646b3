import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lineAuthAnswer, lineAuthBody, lineLinkAnswer, lineNonceAnswer } from '@contract/account';
import { envelopeOf, ok } from '@contract/envelope';
import { LIMITS } from '@server/accounts/limits';
import { lineLogin, linkLine } from '@server/accounts/line-login';
import { issueLineNonce } from '@server/accounts/line-token-once';
import { takeRateSlot } from '@server/accounts/rate-events';
import { resolveAgent } from '@server/agents/agent-repository';
import { createLineVerifier } from '@server/line';
import { memberOf } from '@server/plugins/auth';
import { clientMeta } from './client-meta';

/** Login with LINE from the LIFF app, and linking LINE to a member who logged in with a password. */
export const lineRoutes: FastifyPluginAsyncZod = async (app) => {
  // One verifier per server: it holds the cached LINE signing keys.
  const verifier = createLineVerifier(app.config, app.log);
  if (app.config.LIFF_MOCK === 'on')
    app.log.warn('LIFF_MOCK=on: the LIFF mock token logs in a development user');

  app.post(
    '/api/auth/line/nonce',
    { schema: { tags: ['account'], response: { 200: envelopeOf(lineNonceAnswer) } } },
    async (request) => {
      await takeRateSlot(app.db, 'line_nonce', request.ip, LIMITS.lineNoncesPerAddressPer10Minutes, 600);
      return ok(await issueLineNonce(app.db));
    },
  );

  app.post(
    '/api/auth/line',
    { schema: { tags: ['account'], body: lineAuthBody, response: { 200: envelopeOf(lineAuthAnswer) } } },
    async (request) => {
      const agent = await resolveAgent(request, request.body.agent_code);
      const token = { idToken: request.body.id_token, nonce: request.body.nonce };
      return ok(
        await lineLogin(app.db, verifier, agent.id, token, app.config.SESSION_DAYS, clientMeta(request)),
      );
    },
  );

  app.post(
    '/api/auth/line/link',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        body: lineAuthBody,
        response: { 200: envelopeOf(lineLinkAnswer) },
      },
    },
    async (request) => {
      const token = { idToken: request.body.id_token, nonce: request.body.nonce };
      return ok(await linkLine(app.db, verifier, memberOf(request), token));
    },
  );
};
