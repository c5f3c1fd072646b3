import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { testConfig } from '@tests/server/helpers/test-app';
import { openTestDb } from '@tests/server/helpers/test-db';
import { routeMatches, scanClientCalls, type ClientScan, type Finding } from './client-calls';

/**
 * Every call the three front ends make (method and path, read from their source by client-calls.ts) is a
 * route the real server declares: a renamed or removed route, or a typo in a client path, fails here rather
 * than as a 404 on a member's screen.
 */
type Route = { method: string; url: string };

/**
 * Paths the scan derives that the code never calls: the scan does not follow values through react-query's
 * `mutate(variables)`, so `saveContent(part, id)` pairs every content part with both a null and a row id. The
 * settings form saves `agent` with id null only; the channels table saves `channels` rows by id only. Each entry
 * must still be derived (else delete it here) and must still have no route.
 */
const NEVER_CALLED = ['POST /api/admin/content/agent/:param', 'POST /api/admin/content/channels'];
let scan: ClientScan;
let routes: Route[];

beforeAll(async () => {
  scan = scanClientCalls();
  routes = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  };
  const app = await buildApp({
    config: testConfig(),
    db: await openTestDb(),
    ownsDb: true,
    logger: false,
    onRoute,
  });
  await app.close();
}, 120_000);

const listed = (findings: Finding[]) =>
  findings.map((found) => `${found.file}:${found.line} ${found.why}: ${found.text}`);

describe('client calls and server routes', () => {
  it('reads every call of the front ends: no call form it could not follow, no /api/ path left unread', () => {
    expect(listed(scan.unparsed)).toEqual([]);
    expect(listed(scan.unreached)).toEqual([]);
    // The files of api/ folders without a call hold query keys or shared mutation plumbing only.
    const withoutCalls = scan.apiFiles.filter((file) => !scan.apiFilesWithCalls.includes(file));
    console.info(
      `client calls: ${scan.calls.length} (${new Set(scan.calls.map((call) => `${call.method} ${call.path}`)).size} ` +
        `distinct) in ${scan.apiFilesWithCalls.length} of ${scan.apiFiles.length} api files; ` +
        `server routes: ${routes.filter((route) => route.method !== 'HEAD').length}; api files without a call: ` +
        withoutCalls.join(', '),
    );
    // A floor, so that a scanner quietly finding nothing cannot pass: there were 228 calls when this was written.
    expect(scan.calls.length).toBeGreaterThan(200);
  });

  it('finds a route on the server for every client call', () => {
    const routed = (call: { method: string; path: string }) =>
      routes.some((route) => route.method === call.method && routeMatches(route.url, call.path));
    const missing = scan.calls
      .filter((call) => !routed(call) && !NEVER_CALLED.includes(`${call.method} ${call.path}`))
      .map((call) => `${call.method} ${call.path} (${call.file}:${call.line})`);
    expect(missing).toEqual([]);

    const derived = new Set(scan.calls.map((call) => `${call.method} ${call.path}`));
    for (const known of NEVER_CALLED) {
      expect(derived, `${known} is no longer derived: remove it from NEVER_CALLED`).toContain(known);
      const [method, path] = known.split(' ') as [string, string];
      expect(routed({ method, path }), `${known} is routed now: remove it from NEVER_CALLED`).toBe(false);
    }
  });

  it('matches `:param` segments of a route and nothing looser', () => {
    expect(routeMatches('/api/admin/polls/:id/answer', '/api/admin/polls/:param/answer')).toBe(true);
    expect(routeMatches('/api/admin/polls/:id/answer', '/api/admin/polls/7/answer')).toBe(true);
    expect(routeMatches('/api/admin/polls/:id/answer', '/api/admin/polls/:param')).toBe(false);
    expect(routeMatches('/api/admin/polls/:id', '/api/admin/polls/:param/answer')).toBe(false);
    expect(routeMatches('/api/admin/exports/deposits.csv', '/api/admin/exports/:param.csv')).toBe(true);
    expect(routeMatches('/api/admin/exports/deposits.json', '/api/admin/exports/:param.csv')).toBe(false);
    // A run-time part of a client path is not a literal segment of the route: it could be anything.
    expect(routeMatches('/api/admin/content/agent', '/api/admin/content/:param')).toBe(false);
    expect(routeMatches('/api/admin/polls/:id', '/api/admin/polls/')).toBe(false);
  });
});
