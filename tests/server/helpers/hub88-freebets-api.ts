import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash, createPublicKey, randomUUID, verify } from 'node:crypto';
import { HUB88_SIGNATURE_HEADER } from '@contract/games/hub88';
import {
  HUB88_PREPAIDS_LIST_PATH,
  HUB88_REWARD_CREATE_PATH,
  hub88PrepaidsListBody,
  hub88RewardCreateBody,
  type Hub88Prepaid,
  type Hub88RewardCreateBody,
} from '@contract/games/hub88-freebets';

/**
 * Hub88's Freebets API (Operator API, `rewards/create` and `prepaids/list`) as a request handler, from Hub88's
 * side (server/src/games/hub88/README.md, "Free bets"; PREPAIDS.md). Mounted on its own port beside the Wallet
 * API stand-in by hub88-freebets-stand-in.ts (the tests), and inside the Games API stand-in
 * (hub88-games-stand-in.ts) for the demo's HUB88_STAND_IN=1. It imports nothing of the server or of the test app:
 * the demo loads it at run time.
 */
export type CreatedReward = Hub88RewardCreateBody & { reward_uuid: string; signed: boolean };

const readAll = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A free bet of a reward as Hub88 sends it through the Wallet API: flagged free, naming the reward. */
export const freeBetOf = <T extends object>(call: T, rewardUuid: string) => ({
  ...call,
  is_free: true as const,
  reward_uuid: rewardUuid,
});

/**
 * @public (a handler another stand-in can mount: the Games API stand-in, hub88-games-stand-in.ts, passes it the
 * requests whose path ends with HUB88_REWARD_CREATE_PATH or HUB88_PREPAIDS_LIST_PATH, the demo's HUB88_STAND_IN=1)
 * Our signature verified with `operatorPublicKey` (settable later with `trustOperator`), the documented body
 * read, `operator_id` checked, a reward item answered; `prepaids/list` from `state.prepaids`. It keeps what is
 * left of each reward (`left`, `use`) for a game page that plays them.
 */
export const createHub88FreebetsStandIn = (options: {
  operatorId: number;
  operatorPublicKey?: string;
  prepaids?: Hub88Prepaid[];
}) => {
  let operatorKey = options.operatorPublicKey ? createPublicKey(options.operatorPublicKey) : null;
  const state = {
    mode: 'ok' as 'ok' | 'refuse' | 'down',
    /** Every accepted creation, in order. */
    rewards: [] as CreatedReward[],
    /** Every request received, accepted or not. */
    requests: 0,
    /** The prepaids `prepaids/list` offers (the game's supplier's templates); tests add theirs. */
    prepaids: [...(options.prepaids ?? [])] as Hub88Prepaid[],
    /** Every accepted `prepaids/list` body. */
    listed: [] as { operator_id: number; game_code?: string }[],
  };
  /** Free bets played of each reward (by reward_uuid), as Hub88 counts them. */
  const used = new Map<string, number>();

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
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
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

  /** The user's reward in the game with free bets left and not ended at `now` (the oldest first), or null. */
  const left = (user: string | undefined, gameCode: string, now = new Date()) => {
    const reward = state.rewards.find(
      (r) =>
        r.user === user &&
        r.game_code === gameCode &&
        (used.get(r.reward_uuid) ?? 0) < r.bet_count &&
        Date.parse(`${r.start_time}Z`) <= now.getTime() &&
        now.getTime() < Date.parse(`${r.end_time}Z`),
    );
    return reward ? { reward, count: reward.bet_count - (used.get(reward.reward_uuid) ?? 0) } : null;
  };

  return {
    state,
    handler: (request: IncomingMessage, response: ServerResponse) =>
      void handle(request, response).catch(() => answer(response, 500, { error: 'internal' })),
    trustOperator: (pem: string) => {
      operatorKey = createPublicKey(pem);
    },
    left,
    /** One free bet of the reward played (the operator accepted its bet). */
    use: (rewardUuid: string) => void used.set(rewardUuid, (used.get(rewardUuid) ?? 0) + 1),
  };
};

/**
 * The demo's prepaids (the supplier's templates `prepaids/list` offers): for the first three video slots, 10 free
 * bets of 1 baht and 5 of 5 baht, and for the first a count left to the operator at 2 baht each. Their ids are
 * derived from the game's code, so a rule saved with one still names it after a restart.
 */
export const demoPrepaids = (games: { game_code: string; category: string }[]): Hub88Prepaid[] =>
  games
    .filter((game) => game.category === 'Video Slots')
    .slice(0, 3)
    .flatMap((game, index) => {
      const of = (count: number | null, baht: number): Hub88Prepaid => {
        const hex = createHash('sha256').update(`${game.game_code}:${count}:${baht}`).digest('hex');
        // A version-4-shaped UUID of the hash's first 32 hex digits.
        const id = [
          hex.slice(0, 8),
          hex.slice(8, 12),
          `4${hex.slice(13, 16)}`,
          `a${hex.slice(17, 20)}`,
          hex.slice(20, 32),
        ];
        return {
          prepaid_uuid: id.join('-'),
          game_code: game.game_code,
          currency: 'THB',
          bet_count: count,
          bet_value: baht * 100_000,
        };
      };
      return [of(10, 1), of(5, 5), ...(index === 0 ? [of(null, 2)] : [])];
    });
