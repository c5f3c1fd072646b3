import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/server/helpers/test-app';

// Requests Fastify's router refuses before any route sees them: they leave as the 400 envelope every other
// request no correct client sends gets, not as Fastify's own { error: "Bad Request", code, statusCode }.
let app: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(async () => app?.close());

describe('requests the router refuses', () => {
  it.each(['/api/admin/coupons/%ED%A0%80/codes', '/api/agent/validate/%ED%A0%80', '/games/%ED%A0%80/'])(
    'answers a path whose percent-encoding is no UTF-8 (%s) with the 400 envelope',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['x-request-id']).toEqual(expect.any(String));
      expect(response.json()).toEqual({
        error: 1000,
        message: expect.any(String),
        data: { reason: 'FST_ERR_BAD_URL' },
      });
    },
  );
});
