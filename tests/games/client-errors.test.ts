import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { createGamesApp } from './helpers/games-app';

let t: Awaited<ReturnType<typeof createGamesApp>>;
beforeAll(async () => {
  t = await createGamesApp();
});
afterAll(async () => t.app.close());

const post = (payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  t.app.inject({ method: 'POST', url: '/games/api/verify', payload, headers });

// The provider on its own (as an outside provider would run it): its error handler, not the platform's.
describe("the provider's answers to requests no game page sends", () => {
  it('answers malformed JSON, a body over the limit, a false encoding and plain text as client errors', async () => {
    const answers = [
      await post('{"game":'),
      await post(JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) })),
      await post('{"game":"x"}', { 'content-type': 'application/json', 'content-encoding': 'gzip' }),
      await post('game=x', { 'content-type': 'text/plain' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 413, 400, 400]);
    for (const answer of answers) expect(answer.json().error).toBe(errorCatalogue.BAD_REQUEST.code);
  });

  it('refuses a NUL byte in any field or path with 400 before it reaches the database', async () => {
    const body = await post(
      JSON.stringify({ game: 'builtin-roulette', server_seed: 'a\u0000', client_seed: 'x', nonce: 0 }),
    );
    expect(body.statusCode).toBe(400);
    const path = await t.app.inject({ method: 'GET', url: '/games/api/slot/a%00b' });
    expect(path.statusCode).toBe(400);
    const token = await t.app.inject({
      method: 'POST',
      url: '/games/api/seeds/client',
      payload: { client_seed: 'seed\u0000' },
      headers: { authorization: 'Bearer x' },
    });
    expect(token.statusCode).toBe(400);
  });
});
