import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createStaffBody,
  setRoleBody,
  staffIdParams,
  staffItem,
  staffList,
  staffReasonBody,
  staffWithPassword,
} from '@contract/admin/staff';
import { allowlist, allowlistBody } from '@contract/admin/allowlist';
import { envelopeOf, ok } from '@contract/envelope';
import { allowlistOf, saveAllowlist } from '@server/staff/address-allowlist';
import { listStaff } from '@server/staff/staff-list';
import {
  addStaff,
  resetStaffPassword,
  resetStaffTotp,
  setStaffRole,
  setStaffStatus,
  unlockStaff,
} from '@server/staff/staff-management';
import { adminSchema, byStaff, emptyBody, staffOf } from './staff-call';

const config = { permission: 'staff.manage' } as const;

/** Staff management (owners): list, create, role, disable/enable, two-factor and password reset; all audited. */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/staff',
    { config, schema: { ...adminSchema, response: { 200: envelopeOf(staffList) } } },
    async (request) => ok(await listStaff(app.db, staffOf(request).agentId)),
  );

  app.post(
    '/api/admin/staff',
    {
      config,
      schema: { ...adminSchema, body: createStaffBody, response: { 200: envelopeOf(staffWithPassword) } },
    },
    async (request) => ok(await addStaff(app.db, byStaff(request), request.body)),
  );

  // The addresses staff may work from (empty: anyone); the owner cannot save a list that shuts out their own.
  app.get(
    '/api/admin/staff/allowlist',
    { config, schema: { ...adminSchema, response: { 200: envelopeOf(allowlist) } } },
    async (request) => ok(await allowlistOf(app.db, staffOf(request).agentId, request.ip)),
  );
  app.post(
    '/api/admin/staff/allowlist',
    { config, schema: { ...adminSchema, body: allowlistBody, response: { 200: envelopeOf(allowlist) } } },
    async (request) => ok(await saveAllowlist(app.db, byStaff(request), request.body.entries)),
  );

  app.post(
    '/api/admin/staff/:id/role',
    {
      config,
      schema: {
        ...adminSchema,
        params: staffIdParams,
        body: setRoleBody,
        response: { 200: envelopeOf(staffItem) },
      },
    },
    async (request) => ok(await setStaffRole(app.db, byStaff(request), request.params.id, request.body.role)),
  );

  for (const [path, status] of [
    ['disable', 'disabled'],
    ['enable', 'active'],
  ] as const) {
    app.post(
      `/api/admin/staff/:id/${path}`,
      {
        config,
        schema: {
          ...adminSchema,
          params: staffIdParams,
          body: staffReasonBody,
          response: { 200: envelopeOf(staffItem) },
        },
      },
      async (request) =>
        ok(await setStaffStatus(app.db, byStaff(request), request.params.id, status, request.body?.reason)),
    );
  }

  // A new one-time password comes with the reset: the old password must not enrol a new authenticator.
  app.post(
    '/api/admin/staff/:id/reset_totp',
    {
      config,
      schema: {
        ...adminSchema,
        params: staffIdParams,
        body: staffReasonBody,
        response: { 200: envelopeOf(staffWithPassword) },
      },
    },
    async (request) =>
      ok(await resetStaffTotp(app.db, byStaff(request), request.params.id, request.body?.reason)),
  );

  app.post(
    '/api/admin/staff/:id/unlock',
    {
      config,
      schema: {
        ...adminSchema,
        params: staffIdParams,
        body: staffReasonBody,
        response: { 200: envelopeOf(staffItem) },
      },
    },
    async (request) =>
      ok(await unlockStaff(app.db, byStaff(request), request.params.id, request.body?.reason)),
  );

  app.post(
    '/api/admin/staff/:id/reset_password',
    {
      config,
      schema: {
        ...adminSchema,
        params: staffIdParams,
        body: emptyBody,
        response: { 200: envelopeOf(staffWithPassword) },
      },
    },
    async (request) => ok(await resetStaffPassword(app.db, byStaff(request), request.params.id)),
  );
};
