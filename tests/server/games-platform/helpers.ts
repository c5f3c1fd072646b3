import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import { seamlessPath, type SeamlessCall } from '@contract/seamless';
import { builtinProviderSecret } from '@server/games/catalogue-sync';
import { signBody } from '@server/games/seamless/signature';
import { openMemberWallets, transfer } from '@server/ledger';
import { call, insertMember } from '@tests/server/helpers/test-app';
import { autocommit } from '@server/db/db';

/** A member with a main wallet holding `baht`, credited through the ledger like an operator adjustment. */
export const fundedMember = async (app: FastifyInstance, baht: number) => {
  const member = await insertMember(app);
  await openMemberWallets(app.db, member.id);
  if (baht > 0) {
    await transfer(autocommit(app.db), {
      key: `test-credit:${randomUUID()}`,
      from: { house: 'adjustments' },
      to: { member: member.id, walletTypeId: 1 },
      amount: toSatang(baht),
      kind: 'adjustment',
      description: 'เติมเงินทดสอบ',
    });
  }
  const wallets = await call<{ id: number; wallet_type_id: number; balance: number }[]>(
    app,
    'POST',
    '/api/member/wallets',
    {
      token: member.token,
    },
  );
  const main = wallets.data.find((wallet) => wallet.wallet_type_id === 1)!;
  return { ...member, walletId: main.id };
};

/** Launches a real game for the member and returns the game session token of its link. */
export const launch = async (
  app: FastifyInstance,
  member: { token: string; walletId: number },
  gameId = 'builtin-slot-thai',
) => {
  const answer = await call<{ link: string }>(app, 'POST', '/api/game/link', {
    token: member.token,
    body: {
      wallet_id: member.walletId,
      game_id: gameId,
      provider_id: 'builtin',
      is_mobile: true,
      source: 'test',
    },
  });
  if (answer.error !== 0) throw new Error(`launch refused: ${answer.error} ${answer.message}`);
  const token = new URL(answer.data.link, 'http://x').searchParams.get('token');
  if (!token) throw new Error(`no token in ${answer.data.link}`);
  return token;
};

type SignOptions = {
  secret?: string;
  timestamp?: number;
  signature?: string | null;
  headerTimestamp?: string;
};

/** One provider call, signed as the protocol says unless the options spoil it on purpose. */
export const seamlessCall = async <T = { balance: number; transaction_id: string }>(
  app: FastifyInstance,
  path: SeamlessCall,
  body: Record<string, unknown>,
  options: SignOptions = {},
) => {
  const timestamp = options.timestamp ?? Date.now();
  const raw = JSON.stringify({ ...body, timestamp });
  const secret = options.secret ?? (await builtinProviderSecret(app.db));
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-timestamp': options.headerTimestamp ?? String(timestamp),
  };
  if (options.signature !== null) headers['x-signature'] = options.signature ?? signBody(secret, raw);
  const response = await app.inject({
    method: 'POST',
    url: seamlessPath('builtin', path),
    payload: raw,
    headers,
  });
  const envelope = response.json() as { error: number; message: string; data: T };
  return { status: response.statusCode, ...envelope };
};

export const mainBalance = async (app: FastifyInstance, token: string) => {
  const answer = await call<{ wallet_type_id: number; balance: number }[]>(
    app,
    'POST',
    '/api/member/wallets',
    {
      token,
    },
  );
  return answer.data.find((wallet) => wallet.wallet_type_id === 1)!.balance;
};

let counter = 0;
export const txId = (prefix = 'tx') =>
  `${prefix}-${Date.now()}-${(counter += 1)}-${randomUUID().slice(0, 8)}`;

/** The built-in slot: the game of every session `launch` opens. */
export const game = 'builtin-slot-thai';

/** The bodies of the provider's calls, as `seamlessCall` signs and sends them. */
export const bet = (token: string, id: string, amount: number, round = `r-${id}`, gameId = game) => ({
  token,
  transaction_id: id,
  round_id: round,
  game_id: gameId,
  amount,
  currency: 'THB',
});
export const settle = (token: string, id: string, round: string, amount: number, gameId = game) =>
  bet(token, id, amount, round, gameId);
export const rollback = (token: string, id: string, ref: string, round: string, gameId = game) => ({
  token,
  transaction_id: id,
  ref_transaction_id: ref,
  round_id: round,
  game_id: gameId,
});

/** A member with `baht` in the main wallet and a live session of the built-in slot on it (`session`). */
export const seamlessPlayer = async (app: FastifyInstance, baht = 100) => {
  const member = await fundedMember(app, baht);
  return { ...member, session: await launch(app, member) };
};
