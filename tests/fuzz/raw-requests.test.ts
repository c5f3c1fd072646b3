import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzHost, type FuzzHost, type FuzzRoute } from './fuzz-host';

// The classic nasties below the schemas: bodies that are not JSON, too large, falsely compressed or of another
// type, and paths and queries no browser sends. Fastify refuses them itself; every API must answer that as a
// client error in its envelope, never as a 500, and as the API document describes.
let host: FuzzHost;
beforeAll(async () => {
  host = await fuzzHost();
}, 120_000);
afterAll(async () => host?.app.close());

const pathOf = (route: FuzzRoute) => route.url.replace(/:(\w+)/g, 'x').replace(/\*$/, 'x');
const tokenFor = (route: FuzzRoute) => (route.caller === 'game' ? host.sessions[0]! : host.member.token);

/** Sends a request to every route of a method; answers the ones that failed, with what they answered. */
const everyRoute = async (method: 'GET' | 'POST', build: (path: string) => Partial<InjectOptions>) => {
  const failures: string[] = [];
  for (const route of host.routes.filter((candidate) => candidate.method === method)) {
    const extra = build(pathOf(route));
    const response = await host.app.inject({
      method,
      url: pathOf(route),
      ...extra,
      headers: { authorization: `Bearer ${tokenFor(route)}`, ...extra.headers },
    } as InjectOptions);
    const isApi = route.url.startsWith('/api/') || route.url.startsWith('/games/api/');
    const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
    const envelope = isApi && isJson ? (response.json() as { error?: unknown }) : null;
    if (
      response.statusCode >= 500 ||
      (isApi && response.statusCode >= 400 && typeof envelope?.error !== 'number')
    ) {
      failures.push(`${route.url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    const problem = host.document.problemOf(route, response);
    if (problem) failures.push(problem);
  }
  return failures;
};

const json = { 'content-type': 'application/json' };

describe('requests no correct client sends', () => {
  it('answers malformed JSON with 400 on every operation', async () => {
    expect(await everyRoute('POST', () => ({ payload: '{"amount": 1,', headers: json }))).toEqual([]);
  });

  it('answers a body over the limit with 413 on every operation', async () => {
    const huge = JSON.stringify({ pad: 'x'.repeat(300 * 1024) });
    expect(await everyRoute('POST', () => ({ payload: huge, headers: json }))).toEqual([]);
  });

  it('answers a false Content-Encoding with a client error on every operation', async () => {
    const headers = { ...json, 'content-encoding': 'gzip' };
    expect(await everyRoute('POST', () => ({ payload: '{"a":1}', headers }))).toEqual([]);
    const unknown = { ...json, 'content-encoding': 'x-nonsense' };
    expect(await everyRoute('POST', () => ({ payload: '{"a":1}', headers: unknown }))).toEqual([]);
  });

  it('answers a body of another type with a client error on every operation', async () => {
    expect(
      await everyRoute('POST', () => ({ payload: 'a=1', headers: { 'content-type': 'text/plain' } })),
    ).toEqual([]);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(await everyRoute('POST', () => ({ payload: 'a=1&__proto__=2', headers: form }))).toEqual([]);
  });

  it('answers JSON that is deeply nested, null, a list or a prototype key without a 5xx', async () => {
    for (const payload of [
      '['.repeat(5000) + ']'.repeat(5000),
      'null',
      '[1,2]',
      '{"__proto__":{"x":1}}',
      '"x"',
    ]) {
      expect(await everyRoute('POST', () => ({ payload, headers: json }))).toEqual([]);
    }
  });

  it('answers a NUL byte anywhere in a request with 400', async () => {
    expect(await everyRoute('POST', () => ({ payload: '{"x":"a\\u0000b"}', headers: json }))).toEqual([]);
    expect(await everyRoute('GET', (path) => ({ url: `${path}?limit=1%00` }))).toEqual([]);
    const answer = await host.app.inject({ method: 'GET', url: '/api/game/list?agent_code=%00' });
    expect(answer.statusCode).toBe(400);
    const games = await host.app.inject({
      method: 'POST',
      url: '/games/api/verify',
      payload: { game: '\u0000' },
    });
    expect(games.statusCode).toBe(400);
    expect(games.json().error).toBe(1000);
  });

  it('answers odd queries and paths without a 5xx', async () => {
    expect(await everyRoute('GET', (path) => ({ url: `${path}?limit=1&limit=2&__proto__[a]=1` }))).toEqual(
      [],
    );
    expect(await everyRoute('GET', (path) => ({ url: `${path}?constructor=1&toString=2` }))).toEqual([]);
    expect(await everyRoute('GET', (path) => ({ url: `${path}?q=%E0%A4%A` }))).toEqual([]);
  });
});

describe('object keys from requests', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'finds no game page, slot machine or lobby called %s',
    async (name) => {
      const page = await host.app.inject({ method: 'GET', url: `/games/${name}/` });
      expect(page.statusCode).toBe(404);
      const slot = await host.app.inject({ method: 'GET', url: `/games/api/slot/${name}` });
      expect(slot.json().error).toBe(4001);
      const lobby = await host.app.inject({ method: 'GET', url: `/api/lobby/configs?lobby_key=${name}` });
      expect(lobby.statusCode).toBe(200);
      expect(lobby.json().data.title).toBe('เกมทั้งหมด');
    },
  );
});
