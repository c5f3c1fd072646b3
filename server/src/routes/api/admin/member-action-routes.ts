import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addNoteBody,
  adjustAnswer,
  adjustBody,
  memberIdParams,
  memberNote,
  memberSessionParams,
  memberStatusAnswer,
  passwordResetAnswer,
  revokedAnswer,
  statusBody,
} from '@contract/admin/members';
import { envelopeOf, ok } from '@contract/envelope';
import {
  addMemberNote,
  revokeAllMemberSessions,
  revokeMemberSession,
  sendMemberPasswordReset,
  setMemberStatus,
} from '@server/accounts/admin/member-actions';
import { adjustByStaff } from '@server/manual-money/adjust';
import { createSmsSender } from '@server/sms';
import { adminSchema, byStaff, emptyBody } from './staff-call';

const manage = { permission: 'members.manage' } as const;

/** The member page's changes, each audited in its own transaction. */
export const adminMemberActionRoutes: FastifyPluginAsyncZod = async (app) => {
  const sms = createSmsSender(app.config, app.log);

  app.post(
    '/api/admin/members/:id/sessions/revoke_all',
    {
      config: manage,
      schema: {
        ...adminSchema,
        params: memberIdParams,
        body: emptyBody,
        response: { 200: envelopeOf(revokedAnswer) },
      },
    },
    async (request) => ok(await revokeAllMemberSessions(app.db, byStaff(request), request.params.id)),
  );

  app.post(
    '/api/admin/members/:id/sessions/:session_id/revoke',
    {
      config: manage,
      schema: {
        ...adminSchema,
        params: memberSessionParams,
        body: emptyBody,
        response: { 200: envelopeOf(revokedAnswer) },
      },
    },
    async (request) =>
      ok(await revokeMemberSession(app.db, byStaff(request), request.params.id, request.params.session_id)),
  );

  for (const [path, status] of [
    ['disable', 'disabled'],
    ['enable', 'active'],
  ] as const) {
    app.post(
      `/api/admin/members/:id/${path}`,
      {
        config: manage,
        schema: {
          ...adminSchema,
          params: memberIdParams,
          body: statusBody.nullish(),
          response: { 200: envelopeOf(memberStatusAnswer) },
        },
      },
      async (request) =>
        ok(await setMemberStatus(app.db, byStaff(request), request.params.id, status, request.body?.reason)),
    );
  }

  app.post(
    '/api/admin/members/:id/notes',
    {
      config: manage,
      schema: {
        ...adminSchema,
        params: memberIdParams,
        body: addNoteBody,
        response: { 200: envelopeOf(memberNote) },
      },
    },
    async (request) =>
      ok(await addMemberNote(app.db, byStaff(request), request.params.id, request.body.body)),
  );

  app.post(
    '/api/admin/members/:id/password_reset',
    {
      config: manage,
      schema: {
        ...adminSchema,
        params: memberIdParams,
        body: emptyBody,
        response: { 200: envelopeOf(passwordResetAnswer) },
      },
    },
    async (request) => ok(await sendMemberPasswordReset(app.db, sms, byStaff(request), request.params.id)),
  );

  app.post(
    '/api/admin/members/:id/adjust',
    {
      config: { permission: 'adjust.money' },
      schema: {
        ...adminSchema,
        params: memberIdParams,
        body: adjustBody,
        response: { 200: envelopeOf(adjustAnswer) },
      },
    },
    async (request) =>
      ok(await adjustByStaff(app.db, byStaff(request), request.params.id, request.body, app.clock())),
  );
};
