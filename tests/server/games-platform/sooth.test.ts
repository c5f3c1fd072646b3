import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp } from '@tests/server/helpers/test-app';

// A stand-in for the built-in provider's published results, with a known sequence per table: the formula
// rooms read the provider over its public endpoints, so the test serves those endpoints.
const hands: Record<string, string> = { t1: 'BBBPPBPPPPB', t2: 'TBPBP' };
const winner = { B: 'banker', P: 'player', T: 'tie' } as const;
let providerUp = true;

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  app.get('/games/api/baccarat/tables', async (_, reply) => {
    if (!providerUp) return reply.code(503).send({ error: 1 });
    return {
      error: 0,
      message: '',
      data: {
        tables: [
          { id: 't1', name_th: 'โต๊ะ 1' },
          { id: 't2', name_th: 'โต๊ะ 2' },
        ],
      },
    };
  });
  app.get<{ Params: { id: string } }>('/games/api/baccarat/tables/:id/history', async (request) => ({
    error: 0,
    message: '',
    data: {
      table: request.params.id,
      hands: [...(hands[request.params.id] ?? '')].map((letter, index) => ({
        round_no: index,
        winner: winner[letter as keyof typeof winner],
        player_pair: index === 0,
        banker_pair: false,
        dealt_at: new Date(Date.UTC(2026, 10, 21, 8, index)).toISOString(),
      })),
    },
  }));
});
afterAll(async () => app.close());

describe('baccarat formula rooms', () => {
  it('lists every table with counts, pattern, big road and the formula beside the true odds', async () => {
    const answer = await call(app, 'POST', '/api/sooth/baccarat', { body: {} });
    expect(answer.error).toBe(0);
    expect(answer.data.map((table: { table_id: string }) => table.table_id)).toEqual(['t1', 't2']);
    const [t1, t2] = answer.data;
    expect(t1.counts).toEqual({ hands: 11, banker: 5, player: 6, tie: 0, banker_pair: 0, player_pair: 1 });
    expect(t1.formula.true_odds).toEqual({ banker: 45.86, player: 44.62, tie: 9.52 });
    expect(t1.formula.suggestion).toBe('banker');
    expect(t1.formula.disclaimer).toContain('ไม่ใช่การทำนายผล');
    expect(t1.big_road).toHaveLength(11);
    expect(t2.pattern.code).toBe('pingpong');
    expect(t2.formula.suggestion).toBe('banker');
  });

  it('answers one table with the bead plate and the three derived roads', async () => {
    const answer = await call(app, 'POST', '/api/sooth/detail', { body: { table_id: 't1' } });
    expect(answer.error).toBe(0);
    expect(answer.data.bead_plate).toHaveLength(11);
    expect(answer.data.bead_plate[6]).toEqual({ col: 1, row: 0, value: 'player' });
    const colours = (road: { value: string }[]) => road.map((cell) => cell.value);
    expect(colours(answer.data.big_eye_boy)).toEqual(['red', 'blue', 'blue', 'blue', 'red', 'red', 'blue']);
    expect(colours(answer.data.small_road)).toEqual(['blue', 'red', 'blue', 'red', 'blue']);
    expect(colours(answer.data.cockroach_pig)).toEqual(['red', 'red', 'blue', 'blue']);
  });

  it('refuses an unknown table, and says the provider is unavailable when its results are', async () => {
    expect((await call(app, 'POST', '/api/sooth/detail', { body: { table_id: 'zz' } })).error).toBe(4005);
    providerUp = false;
    expect((await call(app, 'POST', '/api/sooth/baccarat', { body: {} })).error).toBe(4003);
    providerUp = true;
  });
});
