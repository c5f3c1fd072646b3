import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document at /api/openapi.json, generated from the contract schemas, and a page at /api/docs. The
 * page is a development aid: off in production unless API_DOCS=on, and then its package is not even loaded.
 */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Agent site API',
        version: '1.0.0',
        description: 'Every answer is { error, message, data }; error 0 is success.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (app.config.NODE_ENV !== 'production' || app.config.API_DOCS === 'on') {
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
