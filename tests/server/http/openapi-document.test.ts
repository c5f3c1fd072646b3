import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsNulByte } from '@contract/common';
import { arbitraryOf, jsonSchemaOf } from '@tests/fuzz/arbitraries';
import { fuzzHost, type FuzzHost, type FuzzRoute } from '@tests/fuzz/fuzz-host';
import { insertStaff } from '@tests/server/admin/staff-fixtures';

// The API document against the app that serves it: every route documented (or hidden on purpose), and the
// security of every operation what its guard does. Each route is called without any credential, with input its
// own schemas accept (a member's guard runs after validation): a guarded one must refuse, a public one must not.
let host: FuzzHost;
beforeAll(async () => {
  host = await fuzzHost();
}, 120_000);
afterAll(async () => host?.app.close());

type Operation = { security?: Record<string, string[]>[]; responses: Record<string, unknown> };
const operationOf = (route: FuzzRoute) =>
  host.document.document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()] as
    Operation | undefined;
const documented = () => host.routes.filter((route) => operationOf(route));

const asText = (value: unknown) =>
  typeof value === 'object' && value !== null ? (JSON.stringify(value) ?? '') : `${value as string}`;

/** A value the zod schema accepts, drawn from its JSON Schema (a fixed seed: the same request every run). */
const validValue = (schema: unknown, asQuery = false, hints = host.hints): unknown => {
  const json = jsonSchemaOf(schema);
  if (!json) return undefined;
  const zod = schema as z.ZodType;
  const candidates = fc.sample(arbitraryOf(json, hints), { numRuns: 300, seed: 25 });
  for (const candidate of candidates) {
    const value =
      asQuery && candidate && typeof candidate === 'object'
        ? Object.fromEntries(Object.entries(candidate).map(([key, item]) => [key, asText(item)]))
        : candidate;
    // A NUL byte is refused (400) before any schema or guard (plugins/input-guard.ts).
    if (zod.safeParse(value).success && !holdsNulByte(value)) return value;
  }
  unbuilt.add(schema);
  return candidates[0];
};
const unbuilt = new Set<unknown>();

/** The route called with input its schemas accept: as nobody (no token, signature or tester token) by default. */
const callAsNobody = async (route: FuzzRoute, headers: Record<string, string> = {}, hints = host.hints) => {
  const params = (validValue(route.schema.params, false, hints) ?? {}) as Record<string, unknown>;
  const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(asText(params[name] ?? host.hints[name]?.[0] ?? 'x')),
  );
  const query = validValue(route.schema.querystring, true, hints) as Record<string, string> | undefined;
  // A range of days the reports and exports accept: the schema's first valid draw is any two days, mostly refused.
  for (const key of ['from', 'to'])
    if (query && key in query && hints[key]?.[0] !== undefined) query[key] = asText(hints[key][0]);
  const body = route.method === 'GET' ? undefined : (validValue(route.schema.body, false, hints) ?? {});
  return host.app.inject({
    method: route.method,
    url,
    query,
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  });
};

/** Security every alternative of which needs a credential (no `{}` among them). */
const required = (operation: Operation) =>
  (operation.security ?? []).length > 0 &&
  (operation.security ?? []).every((alternative) => Object.keys(alternative).length > 0);

describe('the API document', () => {
  it('documents every route the app serves, but pages and the document itself', () => {
    const hidden = host.routes.filter((route) => !operationOf(route));
    expect(hidden.every((route) => route.schema.hide)).toBe(true);
    expect(hidden.map((route) => `${route.method} ${route.url}`).sort()).toEqual([
      // LINE Login's way back to the site (issue 27): a browser's redirect, no operation of the API.
      'GET /api/line/link/callback',
      'GET /api/openapi.json',
      'GET /api/payment/sandbox/pay/:order',
      'GET /games/:code',
      'GET /games/:code/',
      // The site's icon beside the game pages (issue 27): a file, no operation of the API.
      'GET /games/:code/favicon.ico',
      'GET /games/favicon.ico',
      // An imported game's WebP thumbnail (issue 30): a file, no operation of the API.
      'GET /media/games/:file',
      'POST /api/payment/sandbox/pay/:order',
    ]);
  });

  it('declares the credential on the operations the issue found documented public', () => {
    const security = (method: string, url: string) =>
      operationOf({ method, url, schema: {}, caller: 'member' } as FuzzRoute)?.security;
    expect(security('POST', '/api/member/wallets')).toEqual([{ member: [] }]);
    expect(security('POST', '/api/member/payment/generate_qr')).toEqual([{ member: [] }]);
    expect(security('GET', '/api/wheel/config')).toEqual([{ member: [] }]);
    expect(security('POST', '/api/seamless/:provider/bet')).toEqual([{ seamlessSignature: [] }]);
    expect(security('GET', '/api/admin/members')).toEqual([{ staff: [] }]);
    expect(security('POST', '/games/api/slot/:code/spin')).toEqual([{ gameSession: [] }]);
    // A guest may call it; a member's token, when sent, is read.
    expect(security('GET', '/api/game/list')).toEqual([{ member: [] }, {}]);
  });

  it('documents the refusal envelope beside every success, and the shared answers', () => {
    for (const route of documented().filter((candidate) => /^\/(api|games\/api)\//.test(candidate.url))) {
      const { responses } = operationOf(route)!;
      const ok = JSON.stringify(responses['200']);
      expect(ok, `${route.method} ${route.url}`).toContain('#/components/schemas/Refusal');
      for (const status of ['400', '500', '503'])
        expect(responses[status], `${route.method} ${route.url} ${status}`).toBeTruthy();
    }
  });

  // The fuzz suite calls the console's operations with a member's token only (401): their successes and 403s
  // are held to the document here, reads only (an owner's writes would change what the other tests see).
  it("answers the console's reads, for an owner and for a role that may not, as the document describes", async () => {
    const owner = await insertStaff(host.app, 'owner');
    const content = await insertStaff(host.app, 'content');
    const reads = documented().filter(
      (route) => route.method === 'GET' && route.url.startsWith('/api/admin/'),
    );
    // A week that ends today: the reports refuse a range the wrong way round or too long.
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const hints = { ...host.hints, from: [day(7)], to: [day(0)], date: [day(0)] };
    const problems: string[] = [];
    const statuses = new Set<number>();
    let successes = 0;
    for (const route of reads)
      for (const staff of [owner, content]) {
        const response = await callAsNobody(route, { authorization: `Bearer ${staff.token}` }, hints);
        statuses.add(response.statusCode);
        const csv = String(response.headers['content-type']).startsWith('text/csv');
        if (response.statusCode === 200 && (csv || response.body.startsWith('{"error":0,'))) successes += 1;
        const problem = host.document.problemOf(route, response);
        if (problem) problems.push(`${staff.role}: ${problem}`);
      }
    expect(problems).toEqual([]);
    expect([...statuses]).toEqual(expect.arrayContaining([200, 403]));
    // Most reads succeed for the owner (51 of 59 when written): the successes' schemas are checked, not only refusals.
    expect(successes).toBeGreaterThan(reads.length * 0.75);
  }, 120_000);

  it('declares security exactly where calling without a credential is refused', async () => {
    const wrong: string[] = [];
    for (const route of documented()) {
      const operation = operationOf(route)!;
      const response = await callAsNobody(route);
      const answer = response.headers['content-type']?.toString().startsWith('application/json')
        ? (response.json() as { error?: number })
        : {};
      const gameSession = (operation.security ?? []).some((alternative) => 'gameSession' in alternative);
      const refused = response.statusCode === 401 || (response.statusCode === 200 && answer.error === 4201);
      const name = `${route.method} ${route.url}`;
      const input = [route.schema.params, route.schema.querystring, route.schema.body];
      const built = input.some((schema) => unbuilt.has(schema))
        ? ' (no input its schemas accept was found)'
        : '';
      if (required(operation) && !refused)
        wrong.push(
          `${name} declares ${JSON.stringify(operation.security)} but answered ${response.statusCode}${built}`,
        );
      if (required(operation) && gameSession !== (answer.error === 4201))
        wrong.push(`${name}: a game session is refused with 4201 (HTTP 200), got ${response.statusCode}`);
      if (refused && !operation.security)
        wrong.push(`${name} is documented public but refused: ${response.body.slice(0, 120)}`);
      if (response.statusCode === 401 && !operation.responses['401'])
        wrong.push(`${name} answered 401, which it does not document`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
