import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { failureOf, refusalOf } from '@contract/refusal';
import { securitySchemes, type GuardDoc, type SecurityScheme } from './guard-docs';

/**
 * What every operation of the document answers besides its success, decided in one place from what the
 * route is (its guards, its method, its path) rather than declared route by route: the refusal envelope at
 * HTTP 200, and the statuses of DESIGN.md §3 where the route can answer them. `tests/fuzz` checks every answer
 * it receives against the result.
 */

type Json = Record<string, unknown>;

/** Operations refused with 429 by a rate limit of their service (`takeRateSlot`, the order limits, the games' demo players). */
const rateLimited = new Set([
  'POST /api/check_account',
  'POST /api/register',
  'POST /api/reset_password',
  'POST /api/reset_password_v2',
  'POST /api/auth/line/nonce',
  'POST /api/game/demo',
  'POST /api/member/payment/generate_qr',
  'POST /api/affiliate/click',
  'POST /api/lotto/yeekee/shoot_number',
  'POST /games/api/demo',
]);

/** Methods whose body Fastify reads: malformed, oversized or of another type, it is refused before the route. */
const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const schemaOf = (zod: z.ZodType) => z.toJSONSchema(zod, { target: 'openapi-3.0' }) as Json;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
type Header = { description: string; schema: { type: 'string' } };
const requestId: Record<string, Header> = {
  'x-request-id': { description: 'Names the request in the log', schema: { type: 'string' } },
};

/** The shared answers, `components.responses`, keyed by status. */
const answers: Record<
  number,
  { name: string; description: string; schema: string; headers?: Record<string, Header> }
> = {
  400: { name: 'BadRequest', schema: 'ClientError', description: 'A request no correct client sends' },
  401: { name: 'Unauthorized', schema: 'Unauthorized', description: 'Missing, dead or forged credentials' },
  403: { name: 'Forbidden', schema: 'Forbidden', description: 'The role may not do this' },
  413: { name: 'PayloadTooLarge', schema: 'ClientError', description: 'A body over the limit (256 KiB)' },
  415: { name: 'UnsupportedMediaType', schema: 'ClientError', description: 'A body of another type' },
  429: { name: 'RateLimited', schema: 'RateLimited', description: 'Too many requests: try later' },
  500: { name: 'InternalError', schema: 'InternalError', description: 'A bug', headers: requestId },
  503: {
    name: 'Unavailable',
    schema: 'Unavailable',
    description: 'The database is away: try again shortly',
    headers: {
      ...requestId,
      'retry-after': { description: 'Seconds (platform API)', schema: { type: 'string' } },
    },
  },
};

export const documentComponents = () => ({
  securitySchemes,
  schemas: {
    Refusal: schemaOf(refusalOf(200)),
    ClientError: schemaOf(refusalOf(400)),
    Unauthorized: schemaOf(refusalOf(401)),
    Forbidden: schemaOf(refusalOf(403)),
    NotFound: schemaOf(refusalOf(404)),
    RateLimited: schemaOf(refusalOf(429)),
    InternalError: schemaOf(failureOf(500)),
    Unavailable: schemaOf(failureOf(503)),
  },
  responses: Object.fromEntries(
    Object.values(answers).map(({ name, description, schema, headers }) => [
      name,
      {
        description,
        ...(headers ? { headers } : {}),
        content: { 'application/json': { schema: ref(schema) } },
      },
    ]),
  ),
});

type Requirement = Partial<Record<SecurityScheme, string[]>>;

/** What a credential refused by the handler itself answers: 401, except a game session's (HTTP 200, 4201). */
const refusalStatus = (scheme: SecurityScheme) => (scheme === 'gameSession' ? null : 401);

const knownScheme = (name: string): name is SecurityScheme => Object.hasOwn(securitySchemes, name);

/**
 * The security of an operation: the guards its hooks are, or, for the few that check a credential in the
 * handler (a payment notification's signature, a game session), what the route itself declares.
 */
const securityOf = (guards: GuardDoc[], declared: Requirement[]) => {
  const required = [...new Set(guards.filter((guard) => !guard.optional).map((guard) => guard.scheme))];
  const optional = [...new Set(guards.filter((guard) => guard.optional).map((guard) => guard.scheme))];
  if (required.length > 0) return [Object.fromEntries(required.map((scheme) => [scheme, []]))];
  if (optional.length > 0) return [Object.fromEntries(optional.map((scheme) => [scheme, []])), {}];
  return declared;
};

/** Carried from the route's transform to the document's (`finishOperation`), then dropped. */
const marker = 'x-answers';
type Marker = { statuses: number[]; envelope: boolean; refusals: boolean };

/**
 * The operation of one route, after its zod schemas became JSON Schema: its security, and what it answers
 * (the statuses, whether its success is an envelope), for `finishOperation`.
 */
export const describeOperation = (schema: Json, route: RouteOptions, url: string, guards: GuardDoc[]) => {
  // Where a guard runs, the guard decides (a route's own `security: [{ bearer: [] }]` predates the guards'
  // marks and is not read); without one, a route's own declaration says what its handler checks.
  const declared = guards.length > 0 ? [] : ((schema.security ?? []) as Requirement[]);
  for (const requirement of declared)
    for (const name of Object.keys(requirement))
      if (!knownScheme(name)) throw new Error(`${url}: unknown security scheme "${name}"`);
  const security = securityOf(guards, declared);

  const statuses = new Set([400, 500, 503]);
  for (const guard of guards) for (const status of guard.refuses) statuses.add(status);
  for (const requirement of declared)
    for (const name of Object.keys(requirement) as SecurityScheme[]) {
      const status = refusalStatus(name);
      if (status) statuses.add(status);
    }
  const methods = [route.method].flat();
  if (methods.some((method) => bodyMethods.has(method))) [413, 415].forEach((status) => statuses.add(status));
  if (methods.some((method) => rateLimited.has(`${method} ${url}`))) statuses.add(429);

  const api = url.startsWith('/api/') || url.startsWith('/games/api/');
  let response = schema.response as Record<string, Json> | undefined;
  // A route that answers another type than JSON says which (`produces`, a CSV report): its success is text.
  if (!response && Array.isArray(schema.produces)) response = { 200: { type: 'string' } };
  const success = response?.['200'];
  const isEnvelope = (candidate: Json | undefined) =>
    !!candidate &&
    ['error', 'message', 'data'].every((key) => Object.hasOwn((candidate.properties ?? {}) as Json, key));
  const x: Marker = {
    statuses: [...statuses].sort((a, b) => a - b),
    // The games' API declares no answer schemas: its answers are envelopes all the same.
    envelope: isEnvelope(success) || (!success && url.startsWith('/games/api/')),
    // Pages of the API (a CSV report) refuse in JSON too; the health checks never refuse.
    refusals: api,
  };
  const { security: _declared, ...rest } = schema;
  return {
    ...rest,
    ...(response ? { response } : {}),
    ...(security.length > 0 ? { security } : {}),
    [marker]: x,
  };
};

type Operation = { responses: Record<string, Json>; [key: string]: unknown };

const anyEnvelope = {
  type: 'object',
  properties: { error: { type: 'integer', enum: [0] }, message: { type: 'string' }, data: {} },
  required: ['error', 'message', 'data'],
};

/** A success envelope says error 0: what else it answers at 200 is a refusal. */
const successOf = (schema: Json | undefined): Json => {
  if (!schema) return anyEnvelope;
  const properties = schema.properties as Json;
  return { ...schema, properties: { ...properties, error: { type: 'integer', enum: [0] } } };
};

/** The responses of one documented operation, from what `describeOperation` marked on it. */
const finishOperation = (operation: Operation) => {
  const x = operation[marker] as Marker | undefined;
  if (!x) return;
  delete operation[marker];
  const responses = { ...operation.responses };
  const ok = responses['200'] ?? { description: 'Default Response' };
  const content = (ok.content ?? {}) as Record<string, { schema?: Json }>;
  if (x.envelope) {
    const success = successOf(content['application/json']?.schema);
    responses['200'] = {
      ...ok,
      description:
        'Success (error 0), or a business refusal (error from the catalogue, data null or details)',
      content: { 'application/json': { schema: { oneOf: [success, ref('Refusal')] } } },
    };
  } else if (x.refusals) {
    responses['200'] = { ...ok, content: { ...content, 'application/json': { schema: ref('Refusal') } } };
  }
  for (const status of x.statuses) {
    const answer = answers[status];
    if (!answer) throw new Error(`no shared answer for HTTP ${status}`);
    responses[String(status)] ??= { $ref: `#/components/responses/${answer.name}` };
  }
  operation.responses = responses;
};

/** OpenAPI 3.0's null, which a choice cannot carry (`nullable` acts only beside `type`). */
const nullOnly = { type: 'object', nullable: true, enum: [null] };

/**
 * zod writes a nullable choice as `{ nullable: true, oneOf: [...] }`, which OpenAPI 3.0 reads as not
 * nullable at all (and a validator refuses): the null becomes a branch of the choice instead.
 */
const nullAsBranch = (node: unknown): void => {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(nullAsBranch);
  const schema = node as Json;
  Object.values(schema).forEach(nullAsBranch);
  if (schema.nullable !== true || 'type' in schema) return;
  const choice = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : null;
  if (!choice) return;
  delete schema.nullable;
  (schema[choice] as unknown[]).push(nullOnly);
};

/** Every operation of the document finished (swagger's `transformObject`). */
export const finishDocument = <Doc extends { paths?: Json }>(document: Doc): Doc => {
  for (const path of Object.values(document.paths ?? {}) as Record<string, Operation>[])
    for (const operation of Object.values(path)) finishOperation(operation);
  nullAsBranch(document.paths);
  return document;
};
