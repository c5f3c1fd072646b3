import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkAccountAnswer,
  checkAccountBody,
  loginBody,
  logoutAnswer,
  registerBody,
  sessionAnswer,
  userInfo as userInfoSchema,
} from '@contract/account';
import { envelopeOf, ok } from '@contract/envelope';
import { checkAccount } from '@server/accounts/check-account';
import { LIMITS } from '@server/accounts/limits';
import { login } from '@server/accounts/login';
import { takeRateSlot } from '@server/accounts/rate-events';
import { register } from '@server/accounts/registration';
import { revokeSession } from '@server/accounts/sessions';
import { userInfo } from '@server/accounts/user-info';
import { resolveAgent } from '@server/agents/agent-repository';
import { memberOf } from '@server/plugins/auth';
import { clientMeta } from './client-meta';

/** Availability, registration, login, logout and the member's own profile. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const days = app.config.SESSION_DAYS;

  app.post(
    '/api/check_account',
    {
      schema: {
        tags: ['account'],
        body: checkAccountBody,
        response: { 200: envelopeOf(checkAccountAnswer) },
      },
    },
    async (request) => {
      const agent = await resolveAgent(request, request.body.agent_code);
      await takeRateSlot(app.db, 'check_address', request.ip, LIMITS.checksPerAddressPer10Minutes, 600);
      return ok(await checkAccount(app.db, agent.id, request.body));
    },
  );

  app.post(
    '/api/register',
    { schema: { tags: ['account'], body: registerBody, response: { 200: envelopeOf(sessionAnswer) } } },
    async (request) => {
      const agent = await resolveAgent(request, request.body.agent_code);
      return ok(await register(app.db, agent.id, request.body, days, clientMeta(request)));
    },
  );

  app.post(
    '/api/login',
    { schema: { tags: ['account'], body: loginBody, response: { 200: envelopeOf(sessionAnswer) } } },
    async (request) => {
      const agent = await resolveAgent(request, request.body.agent_code);
      const { phone, password } = request.body;
      return ok(
        await login(app.db, { agentId: agent.id, phone, password, sessionDays: days }, clientMeta(request)),
      );
    },
  );

  app.post(
    '/api/logout',
    {
      preHandler: app.authenticate,
      schema: { tags: ['account'], security: [{ bearer: [] }], response: { 200: envelopeOf(logoutAnswer) } },
    },
    async (request) => {
      await revokeSession(app.db, memberOf(request).sessionId);
      return ok(null);
    },
  );

  app.get(
    '/api/get_user_info',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        response: { 200: envelopeOf(userInfoSchema) },
      },
    },
    async (request) => ok(await userInfo(app.db, memberOf(request).id)),
  );
};
