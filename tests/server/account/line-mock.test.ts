import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { fromIp, randomIp, registration } from './account-helpers';
import { CHANNEL_ID, startLineJwks } from './line-jwks-server';

let app: FastifyInstance;
let line: Awaited<ReturnType<typeof startLineJwks>>;
beforeAll(async () => {
  line = await startLineJwks();
  app = await createTestApp({ LINE_JWKS_URL: line.url, LINE_CHANNEL_ID: CHANNEL_ID, LIFF_MOCK: 'on' });
});
afterAll(async () => {
  await app.close();
  await line.close();
});

describe('LINE login with LIFF_MOCK=on', () => {
  it("maps the mock's plain id_token to the development LINE user, through registration to login", async () => {
    const first = await call(app, 'POST', '/api/auth/line', { body: { id_token: 'id_token' } });
    expect(first.data).toMatchObject({ linked: false, profile: { name: 'Brown' } });
    const registered = await call(app, 'POST', '/api/register', {
      body: registration({ line_registration_token: first.data.line_registration_token }),
      headers: fromIp(randomIp()),
    });
    expect(registered.error).toBe(0);
    const again = await call(app, 'POST', '/api/auth/line', { body: { id_token: 'id_token' } });
    expect(again.data.linked).toBe(true);
  });

  it('still verifies every other token for real', async () => {
    expect((await call(app, 'POST', '/api/auth/line', { body: { id_token: 'id_token2' } })).error).toBe(2020);
    const wrongAudience = await line.sign({ aud: 'other' });
    expect((await call(app, 'POST', '/api/auth/line', { body: { id_token: wrongAudience } })).error).toBe(
      2020,
    );
    expect((await call(app, 'POST', '/api/auth/line', { body: { id_token: await line.sign() } })).error).toBe(
      0,
    );
  });
});
