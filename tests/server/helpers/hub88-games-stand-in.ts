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

/**
 * Hub88's Games API as the Operator API documentation describes it (server/src/games/hub88/README.md, "Games
 * API"), served over HTTP for the tests and the demo (HUB88_STAND_IN=1): POST /operator/generic/v2/game/list and
 * /game/url, each verified with the operator's public key (a request it cannot verify is answered 401), answers
 * signed with the stand-in's own key; the thumbnails it lists; and a game page per launch whose spin places a bet
 * then a win through the operator's Wallet API, signed, as Hub88 would (a bet whose answer is lost is rolled back,
 * a win is sent again with the same transaction_uuid; `duplicates` sends every call twice).
 */
export type Hub88GamesStandInOptions = {
  /** The operator's Wallet API: the site's address + /hub88. */
  walletUrl: string;
  /** The operator's public key (the console shows it); settable later with `trustOperator`. */
  operatorPublicKey?: string;
};

type Launch = {
  game: StandInGame;
  demo: boolean;
  user?: string;
  token?: string;
  lobby_url: string;
  deposit_url: string;
  platform: string;
  demoBalance: number;
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

  /** One round: a bet, then its win (0 when lost), as Hub88 sends them. */
  const spin = async (launch: Launch, baht: number) => {
    const stake = Math.round(baht * 100) * 1000;
    // Returns 90% of stakes on average (a real game's house edge): 0 six times in ten, else 0.5, 1, 1.5, 2 or 4.
    const multipliers = [0, 0, 0, 0, 0, 0.5, 1, 1.5, 2, 4];
    const multiplier = multipliers[Math.floor(Math.random() * multipliers.length)]!;
    const winAmount = Math.round((stake * multiplier) / 1000) * 1000;
    if (launch.demo) {
      if (stake > launch.demoBalance)
        return { status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: launch.demoBalance };
      launch.demoBalance += winAmount - stake;
      return { status: 'RS_OK', balance: launch.demoBalance, win: winAmount };
    }
    const round = `round-${randomUUID()}`;
    const common = {
      user: launch.user,
      token: launch.token,
      round,
      game_code: launch.game.game_code,
      currency: 'THB',
    };
    const bet = {
      ...common,
      transaction_uuid: randomUUID(),
      supplier_transaction_id: `sup-${randomUUID()}`,
      supplier_user: `sup_${launch.user}`,
      round_closed: false,
      reward_uuid: null,
      request_uuid: randomUUID(),
      is_free: false,
      is_aggregated: false,
      bet: 'spin',
      amount: stake,
      meta: {},
    };
    const placed = await deliver('transaction/bet', bet, 1);
    if (placed === null) {
      // The documentation's retry policy: a bet without an answer is rolled back until the rollback is answered.
      const rollback = {
        ...common,
        transaction_uuid: randomUUID(),
        request_uuid: randomUUID(),
        reference_transaction_uuid: bet.transaction_uuid,
        round_closed: true,
        meta: {},
      };
      await deliver('transaction/rollback', rollback, 5);
      return { status: 'RS_ERROR_UNKNOWN' };
    }
    if (placed.status !== 'RS_OK') return placed;
    const win = {
      ...bet,
      transaction_uuid: randomUUID(),
      request_uuid: randomUUID(),
      amount: winAmount,
      reference_transaction_uuid: bet.transaction_uuid,
      round_closed: true,
    };
    const paid = await deliver('transaction/win', win, 5);
    return { ...(paid ?? { status: 'RS_ERROR_UNKNOWN' }), win: winAmount };
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
    if (launch && request.method === 'GET' && !play![2])
      return send(response, 200, gamePage(base, play![1]!, launch), 'text/html; charset=utf-8');
    const raw = await readBody(request);
    if (launch && request.method === 'POST') {
      const baht = Number((JSON.parse(raw || '{}') as { amount?: unknown }).amount);
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
    trustOperator: (pem: string) => void (operatorKey = createPublicKey(pem)),
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
