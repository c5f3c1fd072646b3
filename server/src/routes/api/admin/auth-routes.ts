import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminChangePasswordBody,
  adminEnrolAnswer,
  adminEnrolBody,
  adminLoginBody,
  adminLogoutAnswer,
  adminTotpBody,
  loginStep,
  staffMe,
} from '@contract/admin/auth';
import { envelopeOf, ok } from '@contract/envelope';
import { resolveAgent } from '@server/agents/agent-repository';
import { fail } from '@server/http/app-error';
import {
  staffChangePassword,
  staffChangePasswordWithTicket,
  staffEnrol,
  staffLogin,
  staffTotp,
} from '@server/staff/auth-flow';
import { staffMeOf } from '@server/staff/staff-me';
import { revokeStaffSession, touchStaffSession } from '@server/staff/staff-sessions';
import { adminSchema, callMeta, staffOf } from './staff-call';

/**
 * The console's login: password → (forced new password → enrolment QR →) TOTP code → session. The steps before
 * the session are the only public admin routes (`permission: 'public'`); each one is guarded by its ticket.
 */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/auth/login',
    {
      config: { permission: 'public' },
      schema: { ...adminSchema, body: adminLoginBody, response: { 200: envelopeOf(loginStep) } },
    },
    async (request) => {
      const agent = await resolveAgent(request);
      return ok(await staffLogin(app.db, agent.id, request.body, callMeta(request)));
    },
  );

  app.post(
    '/api/admin/auth/totp',
    {
      config: { permission: 'public' },
      schema: { ...adminSchema, body: adminTotpBody, response: { 200: envelopeOf(loginStep) } },
    },
    async (request) => ok(await staffTotp(app.db, request.body, callMeta(request))),
  );

  app.post(
    '/api/admin/auth/enrol',
    {
      config: { permission: 'public' },
      schema: { ...adminSchema, body: adminEnrolBody, response: { 200: envelopeOf(adminEnrolAnswer) } },
    },
    async (request) => ok(await staffEnrol(app.db, request.body, callMeta(request))),
  );

  // Public because the first login changes its password on a ticket; without one it needs a live session.
  app.post(
    '/api/admin/auth/change_password',
    {
      config: { permission: 'public' },
      schema: {
        ...adminSchema,
        // Checked by the handler: a ticket, or else a live staff session (401 without either).
        security: [{ staff: [] }, {}],
        body: adminChangePasswordBody,
        response: { 200: envelopeOf(loginStep) },
      },
    },
    async (request) => {
      const { ticket, old_password, new_password } = request.body;
      if (ticket !== undefined)
        return ok(await staffChangePasswordWithTicket(app.db, { ticket, new_password }, callMeta(request)));
      const token = request.headers.authorization?.replace(/^Bearer\s+/, '') ?? '';
      const staff = token ? await touchStaffSession(app.db, token) : null;
      if (!staff) return fail('UNAUTHORIZED');
      return ok(
        await staffChangePassword(app.db, staff.id, { old_password, new_password }, callMeta(request)),
      );
    },
  );

  app.post(
    '/api/admin/auth/logout',
    {
      config: { permission: 'signed_in' },
      schema: { ...adminSchema, response: { 200: envelopeOf(adminLogoutAnswer) } },
    },
    async (request) => {
      await revokeStaffSession(app.db, staffOf(request).sessionId);
      return ok(null);
    },
  );

  app.get(
    '/api/admin/auth/me',
    {
      config: { permission: 'signed_in' },
      schema: { ...adminSchema, response: { 200: envelopeOf(staffMe) } },
    },
    async (request) => ok(staffMeOf(staffOf(request))),
  );
};
