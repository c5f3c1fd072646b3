import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  lineAuthAnswer,
  lineAuthBody,
  lineLinkAccountBody,
  lineLinkAnswer,
  lineLinkBody,
  lineNonceAnswer,
  lineUnlinkAnswer,
  sessionAnswer,
} from '@contract/account';
import { envelopeOf, ok } from '@contract/envelope';
import { LIMITS } from '@server/accounts/limits';
import { unlinkLineUser } from '@server/accounts/line-link';
import { lineLogin, linkLine, linkLineAccount } from '@server/accounts/line-login';
import { issueLineNonce } from '@server/accounts/line-token-once';
import { takeRateSlot } from '@server/accounts/rate-events';
import { resolveAgent } from '@server/agents/agent-repository';
import { createLineVerifier } from '@server/line';
import { memberOf } from '@server/plugins/auth';
import { clientMeta } from './client-meta';

/**
 * Login with LINE from the LIFF app; linking LINE to an account (always with its password: logged in, or from
 * LIFF with its phone) and unlinking it from the profile.
 */
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
        body: lineLinkBody,
        response: { 200: envelopeOf(lineLinkAnswer) },
      },
    },
    async (request) => {
      const token = { idToken: request.body.id_token, nonce: request.body.nonce };
      const meta = { ...clientMeta(request), requestId: request.id };
      return ok(await linkLine(app.db, verifier, memberOf(request), token, request.body.password, meta));
    },
  );

  // LIFF: "I already have an account": its phone and password link it to the LINE user and log in.
  app.post(
    '/api/auth/line/link_account',
    {
      schema: { tags: ['account'], body: lineLinkAccountBody, response: { 200: envelopeOf(sessionAnswer) } },
    },
    async (request) => {
      const agent = await resolveAgent(request, request.body.agent_code);
      const input = {
        registrationToken: request.body.line_registration_token,
        phone: request.body.phone,
        password: request.body.password,
        sessionDays: app.config.SESSION_DAYS,
      };
      const meta = { ...clientMeta(request), requestId: request.id };
      return ok(await linkLineAccount(app.db, agent.id, input, meta));
    },
  );

  app.post(
    '/api/auth/line/unlink',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        response: { 200: envelopeOf(lineUnlinkAnswer) },
      },
    },
    async (request) =>
      ok(await unlinkLineUser(app.db, memberOf(request).id, { ip: request.ip, requestId: request.id })),
  );
};
