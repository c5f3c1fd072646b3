import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createPublicKey, randomBytes, randomUUID, verify } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { HUB88_SIGNATURE_HEADER } from '@contract/games/hub88';
import {
  HUB88_PREPAIDS_LIST_PATH,
  HUB88_REWARD_CREATE_PATH,
  hub88PrepaidsListBody,
  hub88RewardCreateBody,
  type Hub88Prepaid,
  type Hub88RewardCreateBody,
} from '@contract/games/hub88-freebets';
import { secretBoxOf } from '@server/line/secret-box';
import { call } from './test-app';
import {
  betBody,
  rollbackBody,
  units,
  winBody,
  type Hub88StandIn,
  type hub88Session,
} from './hub88-stand-in';

/**
 * Hub88's Freebets API (Operator API, `rewards/create`) as its documentation describes it, from Hub88's side
 * (server/src/games/hub88/README.md, "Free bets"), mounted beside the Wallet API stand-in (hub88-stand-in.ts):
 * an HTTP server our sender calls, which verifies our X-Hub88-Signature with the public key the console shows,
 * reads the documented body and answers a reward item (`reward_uuid`, `FRS_ACTIVE`), and plays a granted reward
 * through our wallet the way Hub88 does: bets and wins with `is_free: true` and the reward's `reward_uuid`,
 * signed by the Wallet API stand-in's `send`.
 *
 *   const hub88 = await startHub88StandIn(app, owner.token);
 *   const freebets = await startHub88FreebetsStandIn(app, owner.token, hub88);
 *   await sendDueFreebets(app.db, freebets.api(app), now);   // our sender -> freebets.url
 *   await freebets.play(session, rewardUuid, { winBaht: 50 });
 *   await freebets.close();
 *
 * `mode` makes it refuse (HTTP 400, as a documented validation error would) or be down (HTTP 503). It also
 * answers `prepaids/list` (signed and checked alike) from `state.prepaids`, and a `rewards/create` naming a
 * `prepaid_uuid` takes the prepaid's fixed count and value (an unknown prepaid, or another game's: HTTP 400).
 */
type Session = Awaited<ReturnType<typeof hub88Session>>;

type CreatedReward = Hub88RewardCreateBody & { reward_uuid: string; signed: boolean };

const readAll = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * @public (a handler another stand-in can mount: the Games API stand-in, hub88-games-stand-in.ts, may pass it the
 * requests whose path ends with HUB88_REWARD_CREATE_PATH, e.g. for the demo's HUB88_STAND_IN=1)
 * The Freebets API's `rewards/create` as a request handler: our signature verified with `operatorPublicKey`
 * (settable later with `trustOperator`), the documented body read, `operator_id` checked, a reward item answered.
 */
export const createHub88FreebetsStandIn = (options: { operatorId: number; operatorPublicKey?: string }) => {
  let operatorKey = options.operatorPublicKey ? createPublicKey(options.operatorPublicKey) : null;
  const state = {
    mode: 'ok' as 'ok' | 'refuse' | 'down',
    /** Every accepted creation, in order. */
    rewards: [] as CreatedReward[],
    /** Every request received, accepted or not. */
    requests: 0,
    /** The prepaids `prepaids/list` offers (the game's supplier's templates); tests add theirs. */
    prepaids: [] as Hub88Prepaid[],
    /** Every accepted `prepaids/list` body. */
    listed: [] as { operator_id: number; game_code?: string }[],
  };

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  // prepaids/list: `operator_id` required (ours), `game_code` optional (the game's prepaids only).
  const list = (response: ServerResponse, json: unknown) => {
    const parsed = hub88PrepaidsListBody.safeParse(json);
    if (!parsed.success || parsed.data.operator_id !== options.operatorId)
      return answer(response, 400, { error: 'validation failed' });
    state.listed.push(parsed.data);
    const code = parsed.data.game_code;
    return answer(
      response,
      200,
      state.prepaids.filter((prepaid) => code === undefined || prepaid.game_code === code),
    );
  };

  // A single-use reward from a prepaid: the prepaid must exist for this game and currency; a count or value it
  // fixes is the reward's ("the values from the prepaid will be used"), a null one is the operator's.
  const fromPrepaid = (body: Hub88RewardCreateBody): Hub88RewardCreateBody | { error: string } => {
    if (body.prepaid_uuid === undefined) return body;
    const prepaid = state.prepaids.find((p) => p.prepaid_uuid === body.prepaid_uuid);
    if (!prepaid || prepaid.game_code !== body.game_code || prepaid.currency !== body.currency)
      return { error: 'prepaid not found' };
    return {
      ...body,
      bet_count: prepaid.bet_count ?? body.bet_count,
      bet_value: prepaid.bet_value ?? body.bet_value,
    };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await readAll(request);
    state.requests += 1;
    const path = request.url ?? '';
    const listing = path.endsWith(HUB88_PREPAIDS_LIST_PATH);
    if (request.method !== 'POST' || !(listing || path.endsWith(HUB88_REWARD_CREATE_PATH)))
      return answer(response, 404, { error: 'not found' });
    if (state.mode === 'down') return answer(response, 503, { error: 'service unavailable' });
    const given = request.headers[HUB88_SIGNATURE_HEADER];
    const signed =
      operatorKey !== null &&
      typeof given === 'string' &&
      verify('sha256', Buffer.from(raw), operatorKey, Buffer.from(given, 'base64'));
    if (!signed) return answer(response, 401, { error: 'invalid signature' });
    let json: unknown = null;
    try {
      json = JSON.parse(raw);
    } catch {
      // Read below as a body that fails validation.
    }
    if (listing) return list(response, json);
    const parsed = hub88RewardCreateBody.safeParse(json);
    if (!parsed.success || parsed.data.operator_id !== options.operatorId)
      return answer(response, 400, { error: 'validation failed' });
    if (state.mode === 'refuse') return answer(response, 400, { error: 'game does not support freebets' });
    const fixed = fromPrepaid(parsed.data);
    if ('error' in fixed) return answer(response, 400, fixed);
    const reward = { ...fixed, reward_uuid: randomUUID(), signed };
    state.rewards.push(reward);
    return answer(response, 200, { ...fixed, reward_uuid: reward.reward_uuid, status: 'FRS_ACTIVE' });
  };

  return {
    state,
    handler: (request: IncomingMessage, response: ServerResponse) => void handle(request, response),
    trustOperator: (pem: string) => {
      operatorKey = createPublicKey(pem);
    },
  };
};

export const startHub88FreebetsStandIn = async (
  app: FastifyInstance,
  staffToken: string,
  hub88: Hub88StandIn,
) => {
  const settings = await call<{ operator_public_key: string }>(app, 'GET', '/api/admin/games/hub88', {
    token: staffToken,
  });
  const operatorId = 1000 + (randomBytes(1)[0] ?? 0);
  const standIn = createHub88FreebetsStandIn({
    operatorId,
    operatorPublicKey: settings.data.operator_public_key,
  });
  const { state } = standIn;
  const server = createServer(standIn.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Our sender's settings pointing at this stand-in. */
  const api = (target: FastifyInstance) => ({ url, operatorId, box: secretBoxOf(target.config) });

  /** One free bet of a reward played the way Hub88 sends it: the bet, then its win (0 for a losing spin). */
  const play = async (session: Session, rewardUuid: string, { winBaht = 0, stakeBaht = 0 } = {}) => {
    const bet = { ...betBody(session, stakeBaht), is_free: true, reward_uuid: rewardUuid };
    const placed = await hub88.send('transaction/bet', bet);
    const won = await hub88.send('transaction/win', {
      ...winBody(session, bet, winBaht),
      is_free: true,
      reward_uuid: rewardUuid,
    });
    return { bet, placed, won };
  };

  /** A free bet's rollback, as Hub88 sends it after a bet whose answer was lost. */
  const rollback = (bet: Parameters<typeof rollbackBody>[0] & { transaction_uuid: string }) =>
    hub88.send('transaction/rollback', rollbackBody(bet, bet.transaction_uuid));

  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, operatorId, state, api, play, rollback, close, units };
};
