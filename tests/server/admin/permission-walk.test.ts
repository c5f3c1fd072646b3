import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { permissions, roleMay, staffRoles, type Permission } from '@contract/admin/permissions';
import { staffAuthPlugin } from '@server/staff/staff-auth';
import { createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

// The login steps before a session exists; every other admin route needs a permission or a session.
const PUBLIC = [
  '/api/admin/auth/login',
  '/api/admin/auth/totp',
  '/api/admin/auth/enrol',
  '/api/admin/auth/change_password',
];

const inject = (method: string, url: string, token?: string) =>
  app.inject({
    method: method as 'GET',
    // An id no row has: the walk must not disable or reset its own staff.
    url: url.replace(/:(\w+)/g, '999999999'),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(method === 'GET' || method === 'HEAD' ? {} : { payload: {} }),
  });

describe('the admin route table', () => {
  const routes = app.adminRouteTable.filter((route) => route.method !== 'HEAD');

  it('holds every /api/admin route, each with a permission; only the login steps are public', () => {
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      expect(route.permission, `${route.method} ${route.url}`).toBeDefined();
      if (route.permission === 'public') expect(PUBLIC, `${route.method} ${route.url}`).toContain(route.url);
    }
  });

  it("takes no staff token on the operator route (the command line's, with the server's operator token)", () => {
    const operator = routes.filter((route) => route.permission === 'operator');
    expect(operator.map((route) => `${route.method} ${route.url}`)).toEqual(['POST /api/admin/operator/run']);
  });

  it('answers 401 without a token, and with a dead one, on every guarded route', async () => {
    for (const route of routes.filter((r) => r.permission !== 'public')) {
      expect((await inject(route.method, route.url)).statusCode, `${route.method} ${route.url}`).toBe(401);
      expect((await inject(route.method, route.url, 'stf_not-a-session')).statusCode).toBe(401);
    }
  });

  it('answers 403 to every role that may not, and lets through every role that may', async () => {
    const staff = Object.fromEntries(
      await Promise.all(staffRoles.map(async (role) => [role, await insertStaff(app, role)] as const)),
    );
    for (const route of routes.filter((r) => r.permission !== 'public')) {
      for (const role of staffRoles) {
        if (route.permission === 'operator') {
          // A staff token is never the operator token, whatever the role.
          expect((await inject(route.method, route.url, staff[role]!.token)).statusCode).toBe(401);
          continue;
        }
        const may = route.permission === 'signed_in' || roleMay(role, route.permission as Permission);
        // Logout would end the session the rest of the walk uses.
        if (route.url === '/api/admin/auth/logout' && may) continue;
        const status = (await inject(route.method, route.url, staff[role]!.token)).statusCode;
        if (may) expect([401, 403], `${role} ${route.method} ${route.url}`).not.toContain(status);
        else expect(status, `${role} ${route.method} ${route.url}`).toBe(403);
      }
    }
  });

  it('documents every admin route in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeTruthy();
    }
  });

  it('refuses to start with an admin route that declares no permission, or an unknown one', async () => {
    const bare = async (config: object) => {
      const server = Fastify({ logger: false });
      await server.register(staffAuthPlugin);
      server.get('/api/admin/forgotten', { config }, async () => 'x');
      await server.ready();
    };
    await expect(bare({})).rejects.toThrow(/must declare config.permission/);
    await expect(bare({ permission: 'everything' })).rejects.toThrow(/unknown permission/);
  });
});

describe('the permission matrix', () => {
  it('gives the owner every permission', () => {
    for (const permission of permissions) expect(roleMay('owner', permission)).toBe(true);
  });

  it.each([
    ['finance', 'withdrawals.decide', true],
    ['finance', 'adjust.money', true],
    ['finance', 'staff.manage', false],
    ['finance', 'content.manage', false],
    ['support', 'members.manage', true],
    ['support', 'members.money.view', true],
    ['support', 'adjust.money', false],
    ['support', 'withdrawals.decide', false],
    ['support', 'withdrawals.view', true],
    ['content', 'withdrawals.view', false],
    ['content', 'content.manage', true],
    ['content', 'games.manage', true],
    ['content', 'members.view', false],
    ['content', 'audit.view', false],
    ['unknown-role', 'dashboard.view', false],
  ] as const)('%s may %s: %s', (role, permission, expected) => {
    expect(roleMay(role, permission)).toBe(expected);
  });
});
