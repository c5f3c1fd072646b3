import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { FuzzRoute } from './fuzz-host';

// ajv-formats is CommonJS: its function is the module's default export, reached twice under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

type Json = Record<string, unknown>;
type ResponseObject = { $ref?: string; content?: Record<string, { schema?: Json }> };
type Operation = { responses: Record<string, ResponseObject> };
type Document = { paths: Record<string, Record<string, Operation>>; components: Json };

/** A JSON pointer segment: `/` and `~` escaped (RFC 6901). */
const segment = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The document's schemas in the JSON Schema ajv reads: OpenAPI 3.0 writes an exclusive bound as a flag beside
 * `minimum` / `maximum` (draft 4), ajv as the bound itself. Same meaning; the served document is not touched.
 */
const asDraft7 = (node: unknown): unknown => {
  if (!node || typeof node !== 'object') return node;
  if (Array.isArray(node)) return node.map(asDraft7);
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, asDraft7(value)]));
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[flag] !== 'boolean') continue;
    if (schema[flag]) schema[flag] = schema[bound];
    else delete schema[flag];
    if (schema[flag] !== undefined) delete schema[bound];
  }
  return schema;
};

/** The document's path of a route: `/api/x/:id` -> `/api/x/{id}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * The API document as the app serves it, and a check of one answer against it: the operation must be documented
 * (or its route explicitly hidden), the status documented for it, and the body valid against the documented
 * schema of its content type. Every answer the fuzz suite receives goes through it, so an answer the document does
 * not describe (a new status, a refusal shaped otherwise, a guarded route documented public) fails CI.
 */
export const documentCheck = async (app: FastifyInstance) => {
  const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (answer.statusCode !== 200) throw new Error(`/api/openapi.json answered ${answer.statusCode}`);
  const document = answer.json() as Document;
  // The document is OpenAPI 3.0: `nullable` is understood by ajv, its other keywords (example, ...) are not ours.
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(asDraft7(document) as Json, 'openapi');
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let validate = compiled.get(pointer);
    if (!validate) {
      validate = ajv.getSchema(`openapi#${pointer}`);
      if (!validate) throw new Error(`no schema at ${pointer}`);
      compiled.set(pointer, validate);
    }
    return validate;
  };

  /** Where a response object is in the document: its own place, or the shared answer it refers to. */
  const responseAt = (pointer: string, response: ResponseObject): [string, ResponseObject] => {
    if (!response.$ref) return [pointer, response];
    const name = response.$ref.replace('#/components/responses/', '');
    const shared = (document.components.responses as Record<string, ResponseObject>)[name];
    if (!shared) throw new Error(`${pointer} refers to no answer ${response.$ref}`);
    return [`/components/responses/${segment(name)}`, shared];
  };

  /** What is wrong with an answer to the route, or null when the document describes it. */
  const problemOf = (route: FuzzRoute, response: LightMyRequestResponse): string | null => {
    const path = documentPath(route.url);
    const method = route.method.toLowerCase();
    const operation = document.paths[path]?.[method];
    if (!operation) {
      // Pages and the document itself are hidden on purpose; any other route missing is a gap.
      return route.schema.hide ? null : `${route.method} ${path} is not documented`;
    }
    const status = String(response.statusCode);
    const documented =
      operation.responses[status] ?? operation.responses[`${status[0]}XX`] ?? operation.responses.default;
    if (!documented) {
      return `${route.method} ${path} answered ${status}, which it does not document: ${response.body.slice(0, 200)}`;
    }
    const key = operation.responses[status] ? status : `${status[0]}XX`;
    const [pointer, resolved] = responseAt(
      `/paths/${segment(path)}/${method}/responses/${segment(key)}`,
      documented,
    );
    const content = resolved.content ?? {};
    if (Object.keys(content).length === 0) {
      return response.body === ''
        ? null
        : `${route.method} ${path} ${status}: a body where none is documented`;
    }
    const type = String(response.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    if (!content[type]?.schema) {
      return `${route.method} ${path} ${status}: content type "${type}" is not documented (${Object.keys(content).join(', ')})`;
    }
    let body: unknown = response.body;
    if (type === 'application/json') {
      try {
        body = JSON.parse(response.body);
      } catch {
        return `${route.method} ${path} ${status}: not JSON: ${response.body.slice(0, 200)}`;
      }
    }
    const validate = validatorAt(`${pointer}/content/${segment(type)}/schema`);
    if (validate(body)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`)
      .join('; ');
    return `${route.method} ${path} ${status} does not match the document (${errors}): ${response.body.slice(0, 300)}`;
  };

  return { document, problemOf };
};
