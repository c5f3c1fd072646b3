import type { FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { staffSessionEndMessages } from '@contract/admin/auth';
import { isOperatorToken } from '@server/db/operator-file';
import { AppError } from '@server/http/app-error';
import { describeGuard } from '@server/http/guard-docs';
import { addressAllowed } from './address-allowlist';
import { permissions, roleMay, type Permission } from './permissions';
import { sessionEndOf, touchStaffSession, type SessionStaff } from './staff-sessions';

/**
 * What an admin route declares: the permission its caller needs; 'signed_in' for any live staff session (the
 * staff member's own profile, logout); 'public' for the login steps only; 'operator' for the one route the
 * command line calls on the server holding the embedded database (`operator-routes.ts`): no staff or member
 * token, only this process's operator token (`db/operator-file.ts`), and only from this machine.
 */
type RoutePermission = Permission | 'signed_in' | 'public' | 'operator';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    staff: SessionStaff | null;
  }
  interface FastifyInstance {
    /** Every admin route with the permission it declared, in registration order (the permission walk reads it). */
    adminRouteTable: AdminRoute[];
  }
}

type AdminRoute = { method: string; url: string; permission: RoutePermission };

const ADMIN_PREFIX = '/api/admin';

const isAdminUrl = (url: string) => url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`);

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
};

/** 401 without a live staff session (a member token never is one), 403 when the role may not. */
const guard = (permission: Permission | 'signed_in'): onRequestHookHandler =>
  describeGuard<onRequestHookHandler>(
    async (request) => {
      const token = bearer(request);
      const staff = token ? await touchStaffSession(request.server.db, token) : null;
      if (!staff) {
        // A session that died behind the console's tab says why (the login page shows it); no token, no story.
        const ended = token ? await sessionEndOf(request.server.db, token) : 'unknown';
        throw new AppError('UNAUTHORIZED', { ended }, staffSessionEndMessages[ended]);
      }
      // The agent's address allowlist holds for a live session too: a stolen token is no use from outside.
      if (!(await addressAllowed(request.server.db, staff.agentId, request.ip)))
        throw new AppError('STAFF_ADDRESS_FORBIDDEN');
      request.staff = staff;
      if (permission !== 'signed_in' && !roleMay(staff.role, permission))
        throw new AppError('FORBIDDEN', { permission });
    },
    { scheme: 'staff', refuses: [401, 403] },
  );

/** The peer's own address, not a forwarded one: trustProxy must not turn a remote caller into a local one. */
const fromLoopback = (request: FastifyRequest) => {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
};

/** Headers a proxy adds: a request that carries one came through a proxy, whatever its socket says. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
];

/**
 * 401 unless the caller is on this machine and holds this process's operator token (staff never do); 403 when
 * it came through a proxy: a proxy on this host would make any client's request look local, leaving the token
 * as the only guard. The command line calls the loopback address directly and sends none of these headers.
 */
const operatorGuard = describeGuard<onRequestHookHandler>(
  async (request) => {
    const token = bearer(request);
    if (!token || !fromLoopback(request) || !isOperatorToken(token)) throw new AppError('UNAUTHORIZED');
    if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined))
      throw new AppError('FORBIDDEN');
  },
  { scheme: 'operator', refuses: [401, 403] },
);

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * Every `/api/admin/*` route must declare `config: { permission }`: a route without one stops the server at
 * start (onRoute throws), so no admin route can ship unguarded. The guard is the route's first onRequest hook:
 * it refuses before the body is even parsed, so a caller without the right learns nothing from validation
 * answers. Registered once in app.ts, before the route groups.
 */
export const staffAuthPlugin = fp(async (app) => {
  app.decorateRequest('staff', null);
  const table: AdminRoute[] = [];
  app.decorate('adminRouteTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isAdminUrl(route.url)) return;
    const permission = (route.config as { permission?: RoutePermission } | undefined)?.permission;
    if (permission === undefined)
      throw new Error(`${route.method} ${route.url}: an admin route must declare config.permission`);
    if (
      permission !== 'public' &&
      permission !== 'signed_in' &&
      permission !== 'operator' &&
      !(permissions as readonly string[]).includes(permission)
    )
      throw new Error(`${route.method} ${route.url}: unknown permission "${permission}"`);
    for (const method of asList(route.method)) table.push({ method, url: route.url, permission });
    if (permission === 'public') return;
    route.onRequest = [
      permission === 'operator' ? operatorGuard : guard(permission),
      ...asList(route.onRequest),
    ];
  });
});
