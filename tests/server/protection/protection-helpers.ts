import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LimitStatus } from '@contract/protection/protection';
import { buildApp } from '@server/app';
import { bangkokDay, dayStart } from '@server/rewards/periods';
import { fundedMember, launch, seamlessCall, txId } from '@tests/server/games-platform/helpers';
import { fromIp, randomIp } from '@tests/server/account/account-helpers';
import { call, testConfig } from '@tests/server/helpers/test-app';
import { openTestDb } from '@tests/server/helpers/test-db';

/**
 * The app with a clock the test moves (protection's periods, cool-offs and exclusions are judged by it). It
 * starts at the real time: the database stamps sessions, bets and deposits with its own now().
 */
export const createProtectionApp = async (overrides: Record<string, string> = {}) => {
  let now = new Date();
  const app = await buildApp({
    config: testConfig(overrides),
    db: await openTestDb(),
    ownsDb: true,
    logger: false,
    clock: () => now,
  });
  return {
    app,
    now: () => now,
    setNow: (at: Date) => {
      now = at;
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
    /**
     * Sets the clock to the real time, first waiting out Bangkok's midnight when it is less than `marginMs` away:
     * what PostgreSQL stamps with its own now() (a deposit's ledger entry) must fall on the app clock's day.
     */
    today: async (marginMs = 15_000) => {
      const untilMidnight = dayStart(bangkokDay(new Date()), 1).getTime() - Date.now();
      if (untilMidnight < marginMs) await new Promise((done) => setTimeout(done, untilMidnight + 1_000));
      now = new Date();
    },
  };
};

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export type Player = Awaited<ReturnType<typeof fundedMember>>;

export const setLimit = (app: FastifyInstance, token: string, key: string, value: number | null) =>
  call(app, 'POST', '/api/member/safety/limit', { token, body: { key, value } });

export const safety = (app: FastifyInstance, token: string) =>
  call(app, 'GET', '/api/member/safety', { token });

export const limitOf = (status: { limits: LimitStatus[] }, key: string) =>
  status.limits.find((l) => l.key === key)!;

/** One seamless bet of `amount` baht on the built-in slot, as the provider would send it. */
export const slotBet = (app: FastifyInstance, session: string, amount: number, round = `r-${randomUUID()}`) =>
  seamlessCall(app, 'bet', {
    token: session,
    transaction_id: txId('bet'),
    round_id: round,
    game_id: 'builtin-slot-thai',
    amount,
    currency: 'THB',
  });

export const slotSettle = (app: FastifyInstance, session: string, round: string, amount: number) =>
  seamlessCall(app, 'settle', {
    token: session,
    transaction_id: txId('win'),
    round_id: round,
    game_id: 'builtin-slot-thai',
    amount,
    currency: 'THB',
  });

export const gameLink = (app: FastifyInstance, member: { token: string; walletId: number }) =>
  call(app, 'POST', '/api/game/link', {
    token: member.token,
    body: {
      wallet_id: member.walletId,
      game_id: 'builtin-slot-thai',
      provider_id: 'builtin',
      is_mobile: true,
    },
  });

/** A bank-transfer deposit order of `amount` baht into the agent's first account (from an address of its own). */
export const transferOrder = async (app: FastifyInstance, m: { token: string }, amount: number) => {
  const channels = await call(app, 'GET', '/api/member/payment/channels', { token: m.token });
  const channel = (channels.data as { id: number; type: string }[]).find(
    (c) => c.type === 'bank_transfer',
  )!.id;
  const info = await call(app, 'GET', '/api/member/payment/info', {
    token: m.token,
    query: { channel_id: String(channel) },
  });
  return call(app, 'POST', '/api/member/payment/generate_qr', {
    token: m.token,
    body: { channel_id: channel, sub_channel_id: info.data.sub_channels[0].id, amount },
    headers: fromIp(randomIp()),
  });
};

export { fundedMember, launch };
