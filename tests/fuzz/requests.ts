import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { SEAMLESS_SIGNATURE_HEADER, SEAMLESS_TIMESTAMP_HEADER } from '@contract/seamless';
import { signBody } from '@server/games/seamless/signature';
import { anyNasty, arbitraryOf, jsonSchemaOf, nastyStrings, type Hints } from './arbitraries';
import type { FuzzHost, FuzzRoute } from './fuzz-host';

export type FuzzRequest = InjectOptions & { method: FuzzRoute['method']; url: string };
/** A request and whether it carried the real caller's live credentials (a refusal of those means they died). */
export type FuzzCase = { request: FuzzRequest; real: boolean };

/** Who the request claims to be: usually the real caller, sometimes nobody or a forger. */
type Auth = 'real' | 'demo' | 'none' | 'garbage';

const auth = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Auth>('real') },
  { weight: 1, arbitrary: fc.constant<Auth>('demo') },
  { weight: 1, arbitrary: fc.constant<Auth>('none') },
  { weight: 1, arbitrary: fc.constant<Auth>('garbage') },
);

const asText = (value: unknown) =>
  typeof value === 'string'
    ? value
    : typeof value === 'number'
      ? String(value)
      : (JSON.stringify(value) ?? '');

const schemaArb = (schema: unknown, hints: Hints, fallback: fc.Arbitrary<unknown>) => {
  const json = jsonSchemaOf(schema);
  return json ? arbitraryOf(json, hints) : fallback;
};

/** Percent-encoded as a browser would; a lone surrogate (no UTF-8 form) becomes bytes that are not UTF-8. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
};

/**
 * One path segment as a client can send it: "." and ".." are dot segments, which every URL parser removes
 * (WHATWG, and light-my-request the same), so no request carries them as a value: they stand for 'x'.
 */
const segment = (value: string) => {
  const encoded = encode(value);
  return !encoded || /^(\.|%2e){1,2}$/i.test(encoded) ? 'x' : encoded;
};

/** The path with each `:param` (and a trailing `*`) filled, percent-encoded as a browser would send it. */
const pathArb = (route: FuzzRoute, hints: Hints) => {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const json = jsonSchemaOf(route.schema.params);
  const params =
    json && json.properties
      ? arbitraryOf(json, hints)
      : fc.record(
          Object.fromEntries(
            names.map((name) => [
              name,
              fc.oneof(
                fc.constantFrom(...(hints[name] ?? ['x']), ...nastyStrings),
                fc.string({ maxLength: 80 }),
              ),
            ]),
          ),
        );
  return params.map((value) => {
    const given = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    return route.url
      .replace(/:(\w+)/g, (_, name: string) => segment(asText(given[name] ?? 'x')))
      .replace(/\*$/, () => encode(asText(given['*'] ?? 'x')));
  });
};

const queryArb = (route: FuzzRoute, hints: Hints) =>
  schemaArb(route.schema.querystring, hints, fc.constant({})).map((value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asText(item)]));
  });

/** One request to one route, from its schemas, with the caller's credentials (or not). */
export const requestArb = (route: FuzzRoute, host: FuzzHost): fc.Arbitrary<FuzzCase> => {
  const body =
    route.method === 'GET' ? fc.constant(undefined) : schemaArb(route.schema.body, host.hints, anyNasty);
  return fc
    .record({
      url: pathArb(route, host.hints),
      query: queryArb(route, host.hints),
      body,
      auth,
      session: fc.nat(),
      clock: fc.oneof(
        { weight: 9, arbitrary: fc.constant(0) },
        { weight: 1, arbitrary: fc.integer({ min: -1e9, max: 1e9 }) },
      ),
    })
    .map(({ url, query, body: payload, auth: who, session, clock }) => {
      const headers: Record<string, string> = {};
      const sessions = host.sessions;
      if (route.caller === 'seamless') {
        const timestamp = Date.now() + clock;
        const raw =
          payload && typeof payload === 'object' && !Array.isArray(payload)
            ? JSON.stringify({ timestamp, ...payload })
            : JSON.stringify(payload ?? null);
        headers['content-type'] = 'application/json';
        headers[SEAMLESS_TIMESTAMP_HEADER] = String(timestamp);
        if (who !== 'none') {
          headers[SEAMLESS_SIGNATURE_HEADER] =
            who === 'garbage' ? 'f'.repeat(64) : signBody(host.secret, raw);
        }
        return { request: { method: route.method, url, query, payload: raw, headers }, real: who === 'real' };
      }
      const token =
        who === 'real'
          ? route.caller === 'game'
            ? sessions[session % sessions.length]!
            : route.url.startsWith('/api/member/safety')
              ? host.guarded.token
              : host.member.token
          : who === 'demo'
            ? host.demo
            : who === 'garbage'
              ? // a header carries printable ASCII only (HTTP refuses the rest before the app sees it)
                nastyStrings[session % nastyStrings.length]!.replace(/[^ -~]/g, '') || 'x'
              : null;
      if (token) headers.authorization = `Bearer ${token}`;
      if (payload !== undefined) headers['content-type'] = 'application/json';
      const json = payload === undefined ? undefined : JSON.stringify(payload);
      return { request: { method: route.method, url, query, payload: json, headers }, real: who === 'real' };
    });
};
