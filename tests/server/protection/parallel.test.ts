import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import { checkLedger } from '@server/ledger';
import { call } from '@tests/server/helpers/test-app';
import { openRound } from '@tests/server/lotto/lotto-helpers';
import { channelId } from '@tests/server/payments/payment-helpers';
import { mainBalance } from '@tests/server/games-platform/helpers';
import {
  createProtectionApp,
  fundedMember,
  launch,
  limitOf,
  safety,
  setLimit,
  slotBet,
} from './protection-helpers';

/**
 * Limits under parallel requests (on PostgreSQL they race inside the database over the app's pool; on PGlite
 * they queue): the member's protection row lock counts each stake after the one before, so a loss or deposit
 * limit holds to the satang whatever arrives at once.
 */
let t: Awaited<ReturnType<typeof createProtectionApp>>;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createProtectionApp();
  app = t.app;
});
afterAll(async () => app.close());

const lossUsed = async (token: string) => limitOf((await safety(app, token)).data, 'loss_day').used;

describe('a loss limit under parallel stakes', () => {
  it('takes 31 of 32 parallel bets of 3.13 baht against a 100-baht limit: 97.03 lost, never more', async () => {
    const m = await fundedMember(app, 1000);
    const session = await launch(app, m);
    await setLimit(app, m.token, 'loss_day', 100);
    const answers = await Promise.all(Array.from({ length: 32 }, () => slotBet(app, session, 3.13)));
    const accepted = answers.filter((a) => a.error === 0).length;
    expect(accepted).toBe(31);
    expect(answers.filter((a) => a.error !== 0).every((a) => a.error === 8903)).toBe(true);
    expect(await lossUsed(m.token)).toBe(97.03);
    expect(toSatang(await mainBalance(app, m.token))).toBe(toSatang(1000) - 31 * 313);
  });

  it('holds across paths: parallel slot bets and lotto bills share one limit', async () => {
    const m = await fundedMember(app, 1000);
    const session = await launch(app, m);
    await setLimit(app, m.token, 'loss_day', 60);
    const round = await openRound(app, t.now());
    const bill = () =>
      call(app, 'POST', '/api/lotto/bill/create', {
        token: m.token,
        body: {
          round_id: round,
          lines: [{ bet_type: 'run_top', number: '5', amount: 5 }],
          request_id: randomUUID(),
        },
      });
    const answers = await Promise.all([
      ...Array.from({ length: 16 }, () => slotBet(app, session, 5)),
      ...Array.from({ length: 8 }, () => bill()),
    ]);
    expect(answers.filter((a) => a.error === 0)).toHaveLength(12);
    expect(await lossUsed(m.token)).toBe(60);
    expect(await checkLedger(app.db)).toEqual([]);
  });
});

describe('a deposit limit under parallel orders', () => {
  it('opens QR orders only up to the limit', async () => {
    const m = await fundedMember(app, 0);
    await setLimit(app, m.token, 'deposit_day', 250);
    const qr = await channelId(app, m.token, 'promptpay_qr');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(app, 'POST', '/api/member/payment/generate_qr', {
          token: m.token,
          body: { channel_id: qr, amount: 100 },
          headers: { 'x-forwarded-for': `10.7.0.${i + 1}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.error === 0)).toHaveLength(2);
    expect(answers.filter((a) => a.error === 8904).length).toBeGreaterThan(0);
    expect(limitOf((await safety(app, m.token)).data, 'deposit_day').used).toBe(200);
  });
});
