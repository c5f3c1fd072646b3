import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describeOperation, documentComponents, finishDocument } from '@server/http/openapi-answers';
import { guardsOf } from '@server/http/route-guards';

/**
 * The OpenAPI document at /api/openapi.json, generated from the contract schemas, and a page at /api/docs. The
 * page is a development aid: off in production unless API_DOCS=on, and then its package is not even loaded.
 * Each operation's security comes from the guards its route runs, and its other answers (refusals, 4xx, 5xx)
 * from `http/openapi-answers.ts`: nothing a route declares by hand can leave a guard undocumented.
 */
export const openapiPlugin = fp(async (app) => {
  // The plugin instance of each route: its hooks (the guards of a whole route group) are kept there.
  const instances = new WeakMap<RouteOptions, FastifyInstance>();
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    instances.set(route, this);
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Agent site API',
        version: '1.0.0',
        description:
          'Every answer is { error, message, data }; error 0 is success. A business refusal is HTTP 200 with ' +
          'error ≠ 0 (the catalogue in shared/contract/errors.ts) and a Thai message. 400 is a request no ' +
          'correct client sends, 401 missing or dead credentials, 403 a role that may not, 429 too many ' +
          'requests, 5xx never bad input (with the request id that is in the log). A path that is no ' +
          'operation answers 404 with error 1004.',
      },
      components: documentComponents(),
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      if (!schema || (schema as { hide?: boolean }).hide) return { schema, url };
      const guards = guardsOf(input.route, instances.get(input.route));
      return { schema: describeOperation(schema as Record<string, unknown>, input.route, url, guards), url };
    },
    transformObject: (document) =>
      'openapiObject' in document ? finishDocument(document.openapiObject) : document.swaggerObject,
  });
  if (app.config.NODE_ENV !== 'production' || app.config.API_DOCS === 'on') {
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
