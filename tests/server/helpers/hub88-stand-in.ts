import {
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HUB88_SIGNATURE_HEADER, hub88Path, type Hub88Answer, type Hub88Call } from '@contract/games/hub88';
import { hub88UserOf } from '@server/games/hub88/users';
import { hashToken } from '@server/plugins/auth';
import { call } from './test-app';

/**
 * Hub88 as its Operator API documentation describes it, from the aggregator's side (server/src/games/hub88/README.md):
 * it holds its own RSA key pair, signs every Wallet API call to our endpoints with it (RSA-SHA256 of the exact
 * body, base64, X-Hub88-Signature), verifies our answers with the public key the console shows, and behaves as
 * the documentation says Hub88 does: a bet whose answer never came is rolled back (new transaction_uuid, the
 * bet's as reference_transaction_uuid) until an answer comes; a win is sent again with the same transaction_uuid;
 * a duplicate is a request sent again as it was. It also sends what a broken or hostile Hub88 would: no
 * signature, another key's signature, a body changed after signing, messages out of order.
 */
export type StandInAnswer = {
  http: number;
  answer: Hub88Answer;
  /** Our answer's X-Hub88-Signature verified with the public key the console showed. */
  signed: boolean;
};

type SendOptions = {
  /** 'none': no header; 'other': signed by a key Hub88 does not hold; 'tampered': body changed after signing. */
  signature?: 'none' | 'other' | 'tampered';
  /** A body sent as these bytes (not JSON.stringify of the body). */
  raw?: string;
};

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });

export const startHub88StandIn = async (app: FastifyInstance, staffToken: string) => {
  const own = pair();
  const stranger = pair();
  const publicPem = own.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  // The integration's first step: Hub88's key pasted in the console, ours read from it to verify answers.
  const saved = await call<{ operator_public_key: string }>(app, 'POST', '/api/admin/games/hub88', {
    token: staffToken,
    body: { hub88_public_key: publicPem },
  });
  if (saved.error !== 0) throw new Error(`console refused Hub88's key: ${saved.error} ${saved.message}`);
  const operatorKey: KeyObject = createPublicKey(saved.data.operator_public_key);

  const send = async (path: Hub88Call, body: object, options: SendOptions = {}): Promise<StandInAnswer> => {
    const raw = options.raw ?? JSON.stringify(body);
    const signer = options.signature === 'other' ? stranger.privateKey : own.privateKey;
    const signature = sign('sha256', Buffer.from(raw), signer).toString('base64');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.signature !== 'none') headers[HUB88_SIGNATURE_HEADER] = signature;
    const payload = options.signature === 'tampered' ? raw.replace(/"amount":(\d+)/, '"amount":1$1') : raw;
    const response = await app.inject({ method: 'POST', url: hub88Path(path), payload, headers });
    const given = response.headers[HUB88_SIGNATURE_HEADER];
    const signed =
      typeof given === 'string' &&
      verify('sha256', Buffer.from(response.body), operatorKey, Buffer.from(given, 'base64'));
    return { http: response.statusCode, answer: response.json() as Hub88Answer, signed };
  };

  /**
   * A bet whose answer is lost (a timeout): the documentation's retry policy rolls it back, with a rollback of
   * its own transaction_uuid, sent again until it is answered RS_OK. The lost bet may land before, during or
   * after the rollback (`betLands`), which is the race the rollback rules are for.
   */
  const betTimingOut = async (bet: ReturnType<typeof betBody>, betLands: 'before' | 'after' | 'never') => {
    if (betLands === 'before') await send('transaction/bet', bet);
    const rollback = rollbackBody(bet, bet.transaction_uuid);
    let answer = await send('transaction/rollback', rollback);
    for (let attempt = 0; attempt < 3 && answer.answer.status !== 'RS_OK'; attempt += 1)
      answer = await send('transaction/rollback', rollback);
    const late = betLands === 'after' ? await send('transaction/bet', bet) : null;
    return { rollback: answer, late };
  };

  return { publicPem, send, betTimingOut };
};

export type Hub88StandIn = Awaited<ReturnType<typeof startHub88StandIn>>;

/** A game of Hub88's in the catalogue (the Games API import is the next part): its code. */
export const hub88Game = async (app: FastifyInstance, category = 'slot') => {
  const code = `hub88-${randomBytes(4).toString('hex')}`;
  await app.db.query(
    `INSERT INTO games (provider_id, code, name, category)
     SELECT id, $1, 'เกมทดสอบ Hub88', $2 FROM game_providers WHERE code = 'hub88'`,
    [code, category],
  );
  return code;
};

/**
 * A Hub88 game session for a member, written the way launch writes one (server/src/games/launch.ts: a
 * game_sessions row with the token's hash, tied to the member session, six hours) and the member's Hub88 user
 * recorded the way launch will: the token and user Hub88 would be given.
 */
export const hub88Session = async (
  app: FastifyInstance,
  member: { id: number; walletId: number },
  gameCode: string,
  hours = 6,
) => {
  const token = randomBytes(32).toString('base64url');
  await app.db.query(
    `INSERT INTO game_sessions (token_hash, member_id, agent_id, wallet_id, game_id, provider_id, source,
                                expires_at, member_session_id)
     SELECT $1, m.id, m.agent_id, $3, g.id, g.provider_id, 'test', now() + make_interval(hours => $5),
            (SELECT s.id FROM sessions s WHERE s.member_id = m.id ORDER BY s.id DESC LIMIT 1)
       FROM members m, games g WHERE m.id = $2 AND g.code = $4`,
    [hashToken(token), member.id, member.walletId, gameCode, hours],
  );
  const user = await hub88UserOf(app.db, { code: 'hub88' }, member.id);
  return { token, user, game: gameCode };
};

type Session = Awaited<ReturnType<typeof hub88Session>>;

/** 1 THB is 100,000 of Hub88's units. */
export const units = (baht: number) => Math.round(baht * 100) * 1000;

export const betBody = (session: Session, baht: number, round = `round-${randomUUID()}`) => ({
  user: session.user,
  transaction_uuid: randomUUID(),
  supplier_transaction_id: `sup-${randomUUID()}`,
  token: session.token,
  supplier_user: `cg_${session.user.slice(0, 8)}`,
  round_closed: false,
  round,
  reward_uuid: null,
  request_uuid: randomUUID(),
  is_free: false,
  is_aggregated: false,
  game_code: session.game,
  currency: 'THB',
  bet: 'zero',
  amount: units(baht),
  meta: { selection: 'home_team', odds: 2.5 },
});

export const winBody = (
  session: Session,
  bet: { transaction_uuid: string; round: string },
  baht: number,
) => ({
  ...betBody(session, baht, bet.round),
  reference_transaction_uuid: bet.transaction_uuid,
  round_closed: true,
});

export const rollbackBody = (
  bet: { user: string; token: string; round: string; game_code: string },
  reference: string,
) => ({
  user: bet.user,
  transaction_uuid: randomUUID(),
  supplier_transaction_id: `sup-${randomUUID()}`,
  token: bet.token,
  round_closed: true,
  round: bet.round,
  request_uuid: randomUUID(),
  reference_transaction_uuid: reference,
  game_code: bet.game_code,
  meta: {},
});
