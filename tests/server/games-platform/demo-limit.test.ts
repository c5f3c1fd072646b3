import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_LINKS_PER_ADDRESS_PER_10_MINUTES } from '@server/games/launch';
import { fromIp, randomIp } from '@tests/server/account/account-helpers';
import { call, createTestApp } from '@tests/server/helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const demoLink = (ip: string) =>
  call(app, 'POST', '/api/game/demo', {
    body: { agent_code: 'demo', game_id: 'builtin-slot-thai', provider_id: 'builtin', is_mobile: true },
    headers: fromIp(ip),
  });

describe('POST /api/game/demo per address', () => {
  it('answers 429 RATE_LIMITED past the limit of one address; another address still plays', async () => {
    const ip = randomIp();
    for (let i = 0; i < DEMO_LINKS_PER_ADDRESS_PER_10_MINUTES; i++)
      expect((await demoLink(ip)).error).toBe(0);
    const refused = await demoLink(ip);
    expect([refused.status, refused.error]).toEqual([429, 1029]);
    expect((await demoLink(randomIp())).error).toBe(0);
  });
});
