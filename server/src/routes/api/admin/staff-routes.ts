import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createStaffBody,
  setRoleBody,
  staffIdParams,
  staffItem,
  staffList,
  staffWithPassword,
} from '@contract/admin/staff';
import { envelopeOf, ok } from '@contract/envelope';
import { staffOf } from '@server/staff/staff-auth';
import { listStaff } from '@server/staff/staff-list';
import {
  addStaff,
  resetStaffPassword,
  resetStaffTotp,
  setStaffRole,
  setStaffStatus,
  type ByStaff,
} from '@server/staff/staff-management';

const config = { permission: 'staff.manage' } as const;
const tags = ['admin'];
const security = [{ bearer: [] }];
const byStaff = (request: FastifyRequest): ByStaff => ({
  actor: staffOf(request),
  meta: { ip: request.ip, requestId: request.id },
});
const emptyBody = z.object({}).passthrough().nullish();

/** Staff management (owners): list, create, role, disable/enable, two-factor and password reset; all audited. */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/staff',
    { config, schema: { tags, security, response: { 200: envelopeOf(staffList) } } },
    async (request) => ok(await listStaff(app.db, staffOf(request).agentId)),
  );

  app.post(
    '/api/admin/staff',
    {
      config,
      schema: { tags, security, body: createStaffBody, response: { 200: envelopeOf(staffWithPassword) } },
    },
    async (request) => ok(await addStaff(app.db, byStaff(request), request.body)),
  );

  app.post(
    '/api/admin/staff/:id/role',
    {
      config,
      schema: {
        tags,
        security,
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
          tags,
          security,
          params: staffIdParams,
          body: emptyBody,
          response: { 200: envelopeOf(staffItem) },
        },
      },
      async (request) => ok(await setStaffStatus(app.db, byStaff(request), request.params.id, status)),
    );
  }

  app.post(
    '/api/admin/staff/:id/reset_totp',
    {
      config,
      schema: {
        tags,
        security,
        params: staffIdParams,
        body: emptyBody,
        response: { 200: envelopeOf(staffItem) },
      },
    },
    async (request) => ok(await resetStaffTotp(app.db, byStaff(request), request.params.id)),
  );

  app.post(
    '/api/admin/staff/:id/reset_password',
    {
      config,
      schema: {
        tags,
        security,
        params: staffIdParams,
        body: emptyBody,
        response: { 200: envelopeOf(staffWithPassword) },
      },
    },
    async (request) => ok(await resetStaffPassword(app.db, byStaff(request), request.params.id)),
  );
};
