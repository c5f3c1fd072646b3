import Fastify from 'fastify';
import { builtinGamesPlugin } from '@games/plugin';
import { openTestDb } from '@tests/server/helpers/test-db';
import { fakePlatform } from './fake-platform';

const SECRET = 'test-provider-secret';

/** The provider alone on a private database, talking to an in-memory platform; the clock is movable. */
export const createGamesApp = async () => {
  const db = await openTestDb();
  const platform = fakePlatform(SECRET);
  const clock = { now: Date.now() };
  let sweep: () => Promise<number> = async () => 0;
  const app = Fastify({ logger: false });
  await app.register(builtinGamesPlugin, {
    db,
    platformUrl: 'http://platform.invalid',
    secret: SECRET,
    providerCode: 'builtin',
    transport: platform.transport,
    backoffMs: [0, 0, 0],
    sweepIntervalMs: 0,
    now: () => clock.now,
    pages: { mode: 'source' },
    expose: (handle) => (sweep = handle.sweep),
  });
  app.addHook('onClose', async () => db.close());
  await app.ready();

  const api = async <T = any>( // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any shape
    method: 'GET' | 'POST',
    url: string,
    token?: string,
    body?: unknown,
  ) => {
    const response = await app.inject({
      method,
      url,
      payload: body as object | undefined,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return {
      status: response.statusCode,
      ...(response.json() as { error: number; message: string; data: T }),
    };
  };
  return { app, db, platform, clock, api, sweep: () => sweep() };
};
