import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentBankAccount,
  agentCodeBody,
  agentCodeQuery,
  agentConfig,
  agentEvent,
  agentNotification,
  agentTrueMoneyAccount,
  agentValidateQuery,
  agentValidation,
  bank,
  banner,
} from '@contract/agent';
import { liffClientConfig } from '@contract/liff-config';
import { envelopeOf, ok } from '@contract/envelope';
import { registerOtpOn } from '@server/accounts/register-otp';
import { findAgentByCode, resolveAgent } from '@server/agents/agent-repository';
import * as content from '@server/agents/agent-content';
import { lineSettingsOf } from '@server/line/line-settings';
import { isExcluded } from '@server/protection/gate';
import { createSmsSender } from '@server/sms';

/** The agent's public content: configuration, deposit accounts, notifications, banners, events, banks. */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.identify);
  const passwordResetSms = createSmsSender(app.config, app.log).reachesMembers;
  // A member in a time-out or a self-exclusion sees no campaign banners, events or marketing announcements
  // (issue 15, 25: marketing stops; the agent's important announcements still show).
  const excluded = (request: FastifyRequest) =>
    request.member ? isExcluded(app.db, request.member.id, app.clock()) : false;

  app.post(
    '/api/agent/config',
    {
      schema: { tags: ['agent'], body: agentCodeBody.nullish(), response: { 200: envelopeOf(agentConfig) } },
    },
    async (request) => {
      const agent = await resolveAgent(request, request.body?.agent_code);
      return ok(content.toConfig(agent, passwordResetSms, await registerOtpOn(app.db, agent.id)));
    },
  );

  app.post(
    '/api/agent/bank_accounts',
    {
      schema: {
        tags: ['agent'],
        body: agentCodeBody.nullish(),
        response: { 200: envelopeOf(z.array(agentBankAccount)) },
      },
    },
    async (request) => {
      const agent = await resolveAgent(request, request.body?.agent_code);
      return ok(await content.bankAccounts(app.db, agent.id));
    },
  );

  app.post(
    '/api/agent/true_money_accounts',
    {
      schema: {
        tags: ['agent'],
        body: agentCodeBody.nullish(),
        response: { 200: envelopeOf(z.array(agentTrueMoneyAccount)) },
      },
    },
    async (request) => {
      const agent = await resolveAgent(request, request.body?.agent_code);
      return ok(await content.trueMoneyAccounts(app.db, agent.id));
    },
  );

  app.get(
    '/api/agent/validate',
    {
      schema: {
        tags: ['agent'],
        querystring: agentValidateQuery,
        response: { 200: envelopeOf(agentValidation) },
      },
    },
    async (request) => {
      const agent = await findAgentByCode(app.db, request.query.code);
      return ok({ valid: agent !== null, agent_code: request.query.code, name: agent?.name ?? '' });
    },
  );

  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['agent'],
        querystring: agentCodeQuery,
        response: { 200: envelopeOf(z.array(agentNotification)) },
      },
    },
    async (request) => {
      const agent = await resolveAgent(request, request.query.agent_code);
      return ok(await content.notifications(app.db, agent.id, { marketing: !(await excluded(request)) }));
    },
  );

  app.get(
    '/api/banner',
    {
      schema: {
        tags: ['agent'],
        querystring: agentCodeQuery,
        response: { 200: envelopeOf(z.array(banner)) },
      },
    },
    async (request) => {
      const agent = await resolveAgent(request, request.query.agent_code);
      if (await excluded(request)) return ok([]);
      return ok(await content.banners(app.db, agent.id, request.member ? 'member' : 'guest'));
    },
  );

  app.get(
    '/api/event/list',
    {
      schema: {
        tags: ['agent'],
        querystring: agentCodeQuery,
        response: { 200: envelopeOf(z.array(agentEvent)) },
      },
    },
    async (request) => {
      const agent = await resolveAgent(request, request.query.agent_code);
      if (await excluded(request)) return ok([]);
      return ok(await content.events(app.db, agent.id, app.clock()));
    },
  );

  app.get(
    '/api/banks',
    { schema: { tags: ['agent'], response: { 200: envelopeOf(z.array(bank)) } } },
    async () => ok(await content.banks(app.db)),
  );

  // The LIFF ids of this agent's LINE apps (the owner's settings, else liff.config.json): a LIFF page reads them
  // before liff.init.
  app.get(
    '/api/liff/config',
    { schema: { tags: ['agent'], response: { 200: envelopeOf(liffClientConfig) } } },
    async (request) => {
      const agent = await resolveAgent(request);
      const settings = await lineSettingsOf(app.db, agent.id, app.config.LINE_CHANNEL_ID);
      return ok({ apps: settings.effective_liff_apps });
    },
  );
};
