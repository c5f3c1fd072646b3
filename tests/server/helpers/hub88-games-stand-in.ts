import { createPublicKey, generateKeyPairSync, randomUUID, sign, verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  logoSvg,
  standInGames,
  standInStudios,
  thumbnailSvg,
  type StandInGame,
} from './hub88-games-catalogue';
import { gamePage, gameScript } from './hub88-game-page';
import { playRound, type Launch } from './hub88-game-round';
import { createHub88FreebetsStandIn, demoPrepaids, type CreatedReward } from './hub88-freebets-api';

/**
 * Hub88's Games API as the Operator API documentation describes it (server/src/games/hub88/README.md, "Games
 * API"), served over HTTP for the tests and the demo (HUB88_STAND_IN=1): POST /operator/generic/v2/game/list and
 * /game/url, each verified with the operator's public key (a request it cannot verify is answered 401), answers
 * signed with the stand-in's own key; the thumbnails it lists; and a game page per launch whose spin places a bet
 * then a win through the operator's Wallet API, signed, as Hub88 would (a bet whose answer is lost is rolled back,
 * a win is sent again with the same transaction_uuid; `duplicates` sends every call twice). It also answers the
 * Freebets API (`rewards/create`, `prepaids/list`: hub88-freebets-api.ts, with a few prepaids of its first slots),
 * and a launch whose user holds a reward in the game offers its free bets on the page, played as Hub88 plays them.
 */
export type Hub88GamesStandInOptions = {
  /** The operator's Wallet API: the site's address + /hub88. */
  walletUrl: string;
  /** The operator's public key (the console shows it); settable later with `trustOperator`. */
  operatorPublicKey?: string;
  /** The operator id the Freebets API expects (the console's Games API settings); 1 unless given. */
  operatorId?: number;
};

const UNITS_PER_BAHT = 100_000;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => resolve(raw));
    request.on('error', reject);
  });

/**
 * @public (also loaded by file name at run time: server/src/seed/hub88-demo.ts, the demo's HUB88_STAND_IN=1)
 * The stand-in as a request handler: `base` is the address it is reached at (its own port in the tests, a path
 * of the site's own origin in the demo), whose path is stripped from each request.
 */
export const createHub88GamesStandIn = (options: Hub88GamesStandInOptions & { base: string }) => {
  const base = options.base.replace(/\/+$/, '');
  const prefix = new URL(base).pathname.replace(/\/+$/, '');
  const own = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicPem = own.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  let operatorKey: KeyObject | null = options.operatorPublicKey
    ? createPublicKey(options.operatorPublicKey)
    : null;
  let games: StandInGame[] = standInGames(base);
  const freebets = createHub88FreebetsStandIn({
    operatorId: options.operatorId ?? 1,
    operatorPublicKey: options.operatorPublicKey,
    prepaids: demoPrepaids(games),
  });
  const launches = new Map<string, Launch>();
  /** What tests make go wrong: the calls of a path answer 500, never answer, or send 6 MB. */
  const failures = new Map<string, 'http500' | 'timeout' | 'huge'>();
  /** Every call the stand-in received (path and body) and every wallet call it made with our answer. */
  const received: { path: string; body: Record<string, unknown> }[] = [];
  const walletCalls: { call: string; body: Record<string, unknown>; answer: Record<string, unknown> }[] = [];
  let duplicates = false;
  /** Calls whose next answer is lost on the way back (a timeout after the operator processed the call). */
  const loseAnswer = new Set<string>();

  const send = (response: ServerResponse, status: number, body: unknown, type = 'application/json') => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    response.writeHead(status, {
      'content-type': type,
      'x-hub88-signature': sign('sha256', Buffer.from(raw), own.privateKey).toString('base64'),
    });
    response.end(raw);
  };

  /** One Wallet API call to the operator, signed; null when no answer came (network, timeout, not JSON). */
  const walletCall = async (call: string, body: Record<string, unknown>) => {
    const raw = JSON.stringify(body);
    try {
      const response = await fetch(`${options.walletUrl}/${call}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub88-signature': sign('sha256', Buffer.from(raw), own.privateKey).toString('base64'),
        },
        body: raw,
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      const signature = response.headers.get('x-hub88-signature') ?? '';
      const signed =
        operatorKey !== null &&
        verify('sha256', Buffer.from(text), operatorKey, Buffer.from(signature, 'base64'));
      const answer: Record<string, unknown> & { signed: boolean } = {
        ...(JSON.parse(text) as Record<string, unknown>),
        signed,
      };
      walletCalls.push({ call, body, answer });
      if (loseAnswer.delete(call)) return null;
      return answer;
    } catch {
      return null;
    }
  };

  /** Sends a call (twice when duplicates are on: the second must be answered alike) until it is answered. */
  const deliver = async (call: string, body: Record<string, unknown>, attempts = 3) => {
    let answer = null;
    for (let attempt = 0; attempt < attempts && answer === null; attempt += 1)
      answer = await walletCall(call, body);
    if (answer && duplicates) await walletCall(call, body);
    return answer;
  };

  /** One round through our wallet (hub88-game-round.ts); a free bet counted once its bet is accepted. */
  const spin = async (launch: Launch, baht: number, reward?: CreatedReward) => {
    if (!reward) return playRound(deliver, launch, baht);
    const answer = await playRound(deliver, launch, baht, reward, () => freebets.use(reward.reward_uuid));
    return { ...answer, free_left: freebets.left(launch.user, launch.game.game_code)?.count ?? 0 };
  };

  const operatorSigned = (raw: string, signature: unknown) =>
    operatorKey !== null &&
    typeof signature === 'string' &&
    verify('sha256', Buffer.from(raw), operatorKey, Buffer.from(signature, 'base64'));

  const gameUrl = (body: Record<string, unknown>) => {
    const game = games.find((g) => g.game_code === body.game_code && g.enabled);
    if (!game) return { status: 400, answer: { error: 'game not found' } };
    const demo = body.currency === 'XXX';
    if (!['GPL_DESKTOP', 'GPL_MOBILE'].includes(String(body.platform)))
      return { status: 400, answer: { error: 'platform' } };
    if (demo && !game.demo_game_support) return { status: 400, answer: { error: 'no demo' } };
    if (!demo && (typeof body.user !== 'string' || typeof body.token !== 'string' || body.currency !== 'THB'))
      return { status: 400, answer: { error: 'user, token and currency are required' } };
    const id = randomUUID();
    launches.set(id, {
      game,
      demo,
      user: body.user as string | undefined,
      token: body.token as string | undefined,
      lobby_url: String(body.lobby_url ?? ''),
      deposit_url: String(body.deposit_url ?? ''),
      platform: String(body.platform),
      demoBalance: 1000 * UNITS_PER_BAHT,
    });
    return { status: 200, answer: { url: `${base}/play/${id}` } };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname.slice(prefix.length) || '/';
    const failure = failures.get(path);
    if (failure === 'timeout') return; // never answered: the caller's time limit decides
    if (failure === 'http500') return send(response, 500, { error: 'internal' });
    if (failure === 'huge') return send(response, 200, 'x'.repeat(6 * 1024 * 1024), 'image/png');
    if (path.startsWith('/operator/generic/v2/freebet/')) return freebets.handler(request, response);
    if (request.method === 'GET' && path === '/game.js')
      return send(response, 200, gameScript, 'text/javascript');
    const logo = /^\/logos\/(.+)\.svg$/.exec(path)?.[1];
    if (request.method === 'GET' && logo) {
      const studio = standInStudios().find((st) => st.product === decodeURIComponent(logo));
      const svg =
        logo === 'hub88' ? logoSvg('Hub 8 8', '#222') : studio && logoSvg(studio.product, studio.colour);
      return svg ? send(response, 200, svg, 'image/svg+xml') : send(response, 404, {});
    }
    if (request.method === 'GET' && path.startsWith('/thumbs/')) {
      const game = games.find((g) => `/thumbs/${g.game_code}.svg` === path);
      return game ? send(response, 200, thumbnailSvg(game), 'image/svg+xml') : send(response, 404, {});
    }
    const play = /^\/play\/([0-9a-f-]{36})(\/spin)?$/.exec(path);
    const launch = play ? launches.get(play[1]!) : undefined;
    if (play && !launch) return send(response, 404, { error: 'no such launch' });
    const free = launch && freebets.left(launch.user, launch.game.game_code);
    if (launch && request.method === 'GET' && !play![2]) {
      const page = gamePage(base, play![1]!, { ...launch, freeLeft: free?.count ?? 0 });
      return send(response, 200, page, 'text/html; charset=utf-8');
    }
    const raw = await readBody(request);
    if (launch && request.method === 'POST') {
      const asked = JSON.parse(raw || '{}') as { amount?: unknown; free?: unknown };
      // A free bet: the oldest reward of this user and game with bets left (none: said so, nothing sent).
      if (asked.free === true)
        return send(
          response,
          200,
          free ? await spin(launch, 0, free.reward) : { status: 'NO_FREEBET', free_left: 0 },
        );
      const baht = Number(asked.amount);
      if (!(baht > 0 && baht <= 10_000)) return send(response, 400, { error: 'amount' });
      return send(response, 200, await spin(launch, baht));
    }
    if (request.method !== 'POST') return send(response, 404, {});
    if (!operatorSigned(raw, request.headers['x-hub88-signature']))
      return send(response, 401, { error: 'invalid signature' });
    const body = JSON.parse(raw) as Record<string, unknown>;
    received.push({ path, body });
    if (path === '/operator/generic/v2/game/list') return send(response, 200, games);
    if (path === '/operator/generic/v2/game/url') {
      const { status, answer } = gameUrl(body);
      return send(response, status, answer);
    }
    return send(response, 404, { error: 'not found' });
  };

  return {
    url: base,
    handler: (request: IncomingMessage, response: ServerResponse) => {
      handle(request, response).catch(() => send(response, 500, { error: 'internal' }));
    },
    publicPem,
    get games() {
      return games;
    },
    /** The list from now on (a test removes, disables or renames a game upstream). */
    setGames: (next: StandInGame[]) => void (games = next),
    trustOperator: (pem: string) => {
      operatorKey = createPublicKey(pem);
      freebets.trustOperator(pem);
    },
    /** The Freebets API it answers (rewards created, prepaids offered, `mode`). */
    freebets,
    fail: (path: string, how: 'http500' | 'timeout' | 'huge' | null) =>
      how ? failures.set(path, how) : failures.delete(path),
    sendDuplicates: (on: boolean) => void (duplicates = on),
    loseNextAnswer: (call: string) => void loseAnswer.add(call),
    received,
    walletCalls,
    launchOf: (url: string) => launches.get(url.split('/play/')[1] ?? ''),
  };
};

/** The stand-in on its own port (the tests): its address, controls and `close`. */
export const startHub88GamesStandIn = async (options: Hub88GamesStandInOptions) => {
  let handler: (request: IncomingMessage, response: ServerResponse) => void = () => {};
  const server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const standIn = createHub88GamesStandIn({
    ...options,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
  handler = standIn.handler;
  return {
    ...standIn,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type Hub88GamesStandIn = Awaited<ReturnType<typeof startHub88GamesStandIn>>;
