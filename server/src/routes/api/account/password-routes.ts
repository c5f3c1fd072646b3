import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  registerOtpBody,
  resetPasswordAnswer,
  resetPasswordBody,
  resetPasswordV2Answer,
  resetPasswordV2Body,
  sessionAnswer,
} from '@contract/account';
import { envelopeOf, ok } from '@contract/envelope';
import { changePassword } from '@server/accounts/change-password';
import { completePasswordReset, requestPasswordReset } from '@server/accounts/password-reset';
import { requestRegisterOtp } from '@server/accounts/register-otp';
import { resolveAgent } from '@server/agents/agent-repository';
import { secretBoxOf } from '@server/line/secret-box';
import { memberOf } from '@server/plugins/auth';
import { createSmsSender } from '@server/sms';
import { clientMeta } from './client-meta';

/**
 * Changing a password (logged in), resetting a forgotten one with a code sent by SMS, and the code a new member's
 * phone gets when the agent asks for one before registration.
 */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const sms = createSmsSender(app.config, app.log);

  app.post(
    '/api/member/change_password',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        body: changePasswordBody,
        response: { 200: envelopeOf(sessionAnswer) },
      },
    },
    async (request) => {
      const input = {
        oldPassword: request.body.old_password,
        newPassword: request.body.new_password,
        sessionDays: app.config.SESSION_DAYS,
      };
      return ok(await changePassword(app.db, memberOf(request), input, clientMeta(request)));
    },
  );

  app.post(
    '/api/reset_password',
    {
      schema: {
        tags: ['account'],
        body: resetPasswordBody,
        response: { 200: envelopeOf(resetPasswordAnswer) },
      },
    },
    async (request) => {
      const agent = await resolveAgent(request, request.body.agent_code);
      const line = request.body.channel === 'line' ? secretBoxOf(app.config) : undefined;
      return ok(await requestPasswordReset(app.db, sms, agent.id, request.body.phone, request.ip, line));
    },
  );

  app.post(
    '/api/register/otp',
    {
      schema: {
        tags: ['account'],
        body: registerOtpBody,
        response: { 200: envelopeOf(resetPasswordAnswer) },
      },
    },
    async (request) => {
      const agent = await resolveAgent(request, request.body.agent_code);
      return ok(await requestRegisterOtp(app.db, sms, agent.id, request.body.phone, request.ip));
    },
  );

  app.post(
    '/api/reset_password_v2',
    {
      schema: {
        tags: ['account'],
        body: resetPasswordV2Body,
        response: { 200: envelopeOf(resetPasswordV2Answer) },
      },
    },
    async (request) => {
      const agent = await resolveAgent(request, request.body.agent_code);
      const { phone, ref, otp, new_password: newPassword } = request.body;
      return ok(await completePasswordReset(app.db, agent.id, { phone, ref, otp, newPassword }));
    },
  );
};
