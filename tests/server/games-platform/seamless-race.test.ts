import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '@tests/server/helpers/test-app';
import { fundedMember, launch, mainBalance, seamlessCall, txId } from './helpers';

// On PostgreSQL (DATABASE_URL) the requests truly overlap on 20 connections; PGlite has one connection and
// serialises them, which still checks that every replay answers like the first.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const body = (token: string, id: string, amount: number, round: string) => ({
  token,
  transaction_id: id,
  round_id: round,
  game_id: 'builtin-slot-thai',
  amount,
  currency: 'THB',
});

describe(`seamless wallet races (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('debits once when the same bet id arrives 20 times at once, and gives 20 equal answers', async () => {
    const member = await fundedMember(app, 100);
    const session = await launch(app, member);
    const id = txId('race');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => seamlessCall(app, 'bet', body(session, id, 7, 'race-round'))),
    );
    expect(answers.map((answer) => answer.error)).toEqual(Array(20).fill(0));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
    expect(answers[0]!.data.balance).toBe(93);
    expect(await mainBalance(app, member.token)).toBe(93);
  });

  it('lets exactly one of 20 different bets of the whole balance through', async () => {
    const member = await fundedMember(app, 50);
    const session = await launch(app, member);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        seamlessCall(app, 'bet', body(session, txId(`all-${i}`), 50, `r${i}`)),
      ),
    );
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.error === 4104)).toHaveLength(19);
    expect(await mainBalance(app, member.token)).toBe(0);
  });

  it('keeps a bet and its rollback racing consistent: refunded exactly once or never debited', async () => {
    const member = await fundedMember(app, 100);
    const session = await launch(app, member);
    for (let i = 0; i < 5; i += 1) {
      const id = txId('br');
      const round = `br-${i}`;
      await Promise.all([
        seamlessCall(app, 'bet', body(session, id, 10, round)),
        seamlessCall(app, 'rollback', {
          token: session,
          transaction_id: txId('rb'),
          ref_transaction_id: id,
          round_id: round,
          game_id: 'builtin-slot-thai',
        }),
      ]);
    }
    expect(await mainBalance(app, member.token)).toBe(100);
  });

  it('settles or rolls back a round, never both, when the two race', async () => {
    const member = await fundedMember(app, 100);
    const session = await launch(app, member);
    const id = txId('sr');
    await seamlessCall(app, 'bet', body(session, id, 10, 'sr-round'));
    const [settled, undone] = await Promise.all([
      seamlessCall(app, 'settle', { ...body(session, txId('w'), 30, 'sr-round') }),
      seamlessCall(app, 'rollback', {
        token: session,
        transaction_id: txId('rb'),
        ref_transaction_id: id,
        round_id: 'sr-round',
        game_id: 'builtin-slot-thai',
      }),
    ]);
    const outcomes = [settled.error, undone.error].sort();
    expect([
      [0, 4107],
      [0, 4106],
    ]).toContainEqual(outcomes);
    expect(await mainBalance(app, member.token)).toBe(settled.error === 0 ? 120 : 100);
  });
});
