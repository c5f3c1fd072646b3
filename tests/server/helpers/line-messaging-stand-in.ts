import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRichMenus } from './line-rich-menu-stand-in';

/**
 * LINE's Messaging API on a loopback port, built from its reference (developers.line.biz/en/reference/messaging-api):
 * - every call needs `Authorization: Bearer <channel access token>` (401 otherwise);
 * - push, multicast (1-500 user ids), narrowcast and broadcast take 1-5 messages and an optional
 *   `X-Line-Retry-Key` (a UUID, else 400); the same key again within 24 hours answers 409 with the first request's
 *   id in `x-line-accepted-request-id` and sends nothing; every answer carries `x-line-request-id`;
 * - the monthly quota (`GET /v2/bot/message/quota`, `.../quota/consumption`) counts each recipient of each send,
 *   and a send past it answers 429 "You have reached your monthly limit.";
 * - a rate limit per endpoint (requests per second, set by the test) answers 429 "The API rate limit has been
 *   exceeded. Try again later.";
 * - rich menus, answered by line-rich-menu-stand-in.ts (mounted here on the same port);
 * - bot info, profiles of followers, and webhooks sent to the site signed as LINE signs them.
 * `failNext(path, status)` makes the next calls to a path fail (a 500, a 429) as LINE's can.
 */
type StandInCall = {
  method: string;
  path: string;
  body: unknown;
  retryKey?: string;
  requestId: string;
};

export const lineSignature = (body: string, channelSecret: string) =>
  createHmac('sha256', channelSecret).update(body).digest('base64');

export const startLineStandIn = async ({
  accessToken,
  quota = 300,
}: {
  accessToken: string;
  quota?: number;
}) => {
  const calls: StandInCall[] = [];
  /** Accepted sends: what reached LINE users. */
  const sent: StandInCall[] = [];
  const retryKeys = new Map<string, { requestId: string; at: number }>();
  const failures = new Map<string, number[]>();
  const patternFailures: { pattern: RegExp; method: string; statuses: number[] }[] = [];
  const rateLimits = new Map<string, { perSecond: number; stamps: number[] }>();
  const richMenus = createRichMenus();
  const followers = new Map<string, string>();
  let used = 0;
  let token = accessToken;

  const bodyOf = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const answer = (response: ServerResponse, status: number, body: unknown, requestId: string, headers = {}) =>
    response
      .writeHead(status, { 'content-type': 'application/json', 'x-line-request-id': requestId, ...headers })
      .end(JSON.stringify(body));

  const sendTargets = (path: string, body: Record<string, unknown>): number | string => {
    const messages = body.messages;
    if (!Array.isArray(messages) || messages.length < 1 || messages.length > 5) return 'messages: 1 to 5';
    for (const message of messages as Record<string, unknown>[]) {
      if (typeof message?.type !== 'string') return 'message without type';
      if (message.type === 'text' && (typeof message.text !== 'string' || message.text.length > 5000))
        return 'bad text';
      if (message.type === 'flex' && (typeof message.altText !== 'string' || message.altText.length > 1500))
        return 'bad altText';
    }
    if (path.endsWith('/push'))
      return typeof body.to === 'string' && /^[UCR][0-9a-f]{32}$/.test(body.to) ? 1 : 'bad to';
    if (path.endsWith('/multicast')) {
      const to = body.to;
      if (!Array.isArray(to) || to.length < 1 || to.length > 500) return 'to: 1 to 500 user ids';
      if (!to.every((id) => typeof id === 'string' && /^U[0-9a-f]{32}$/.test(id))) return 'bad user id';
      return to.length;
    }
    return followers.size;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const requestId = randomUUID();
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const method = request.method ?? 'GET';
    const raw = await bodyOf(request);
    const type = String(request.headers['content-type'] ?? '').split(';')[0]!;
    let body: unknown = null;
    if (type === 'application/json' && raw.length > 0) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return answer(response, 400, { message: 'The request body has 1 error(s)' }, requestId);
      }
    }
    const retryKey = request.headers['x-line-retry-key'] as string | undefined;
    calls.push({
      method,
      path,
      body: type.startsWith('image/') ? { image: type, bytes: raw.length } : body,
      retryKey,
      requestId,
    });

    if (request.headers.authorization !== `Bearer ${token}`) {
      return answer(
        response,
        401,
        {
          message:
            'Authentication failed. Confirm that the access token in the authorization header is valid.',
        },
        requestId,
      );
    }
    const limit = rateLimits.get(path);
    if (limit) {
      const now = Date.now();
      limit.stamps = limit.stamps.filter((at) => at > now - 1000);
      if (limit.stamps.length >= limit.perSecond) {
        return answer(
          response,
          429,
          { message: 'The API rate limit has been exceeded. Try again later.' },
          requestId,
        );
      }
      limit.stamps.push(now);
    }
    const listed = failures.get(path);
    const failing =
      listed && listed.length > 0
        ? listed
        : patternFailures.find(
            (entry) => entry.method === method && entry.pattern.test(path) && entry.statuses.length > 0,
          )?.statuses;
    if (failing && failing.length > 0) {
      const status = failing.shift()!;
      return answer(
        response,
        status,
        {
          message:
            status === 429
              ? 'The API rate limit has been exceeded. Try again later.'
              : 'Internal server error',
        },
        requestId,
      );
    }

    const json = (body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && /^\/v2\/bot\/message\/(push|multicast|narrowcast|broadcast)$/.test(path)) {
      if (
        retryKey !== undefined &&
        !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(retryKey)
      ) {
        return answer(
          response,
          400,
          { message: "The value for the 'X-Line-Retry-Key' header is invalid" },
          requestId,
        );
      }
      const seen = retryKey ? retryKeys.get(retryKey) : undefined;
      if (seen && seen.at > Date.now() - 86_400_000) {
        return answer(response, 409, { message: 'The retry key is already accepted' }, requestId, {
          'x-line-accepted-request-id': seen.requestId,
        });
      }
      const targets = sendTargets(path, json);
      if (typeof targets === 'string')
        return answer(
          response,
          400,
          { message: 'The request body has 1 error(s)', details: [{ message: targets }] },
          requestId,
        );
      if (used + targets > quota)
        return answer(response, 429, { message: 'You have reached your monthly limit.' }, requestId);
      used += targets;
      if (retryKey) retryKeys.set(retryKey, { requestId, at: Date.now() });
      sent.push(calls.at(-1)!);
      const messages = json.messages as unknown[];
      return answer(
        response,
        path.endsWith('/narrowcast') ? 202 : 200,
        path.endsWith('/push')
          ? { sentMessages: messages.map(() => ({ id: randomUUID(), quoteToken: randomUUID() })) }
          : {},
        requestId,
      );
    }
    if (method === 'GET' && path === '/v2/bot/message/quota')
      return answer(response, 200, { type: 'limited', value: quota }, requestId);
    if (method === 'GET' && path === '/v2/bot/message/quota/consumption')
      return answer(response, 200, { totalUsage: used }, requestId);
    if (method === 'GET' && path === '/v2/bot/info') {
      return answer(
        response,
        200,
        {
          userId: 'U' + 'f'.repeat(32),
          basicId: '@123abcde',
          displayName: 'เว็บทดสอบ',
          chatMode: 'bot',
          markAsReadMode: 'auto',
        },
        requestId,
      );
    }
    const profile = path.match(/^\/v2\/bot\/profile\/(U[0-9a-f]{32})$/);
    if (method === 'GET' && profile) {
      const name = followers.get(profile[1]!);
      return name
        ? answer(response, 200, { userId: profile[1], displayName: name, language: 'th' }, requestId)
        : answer(response, 404, { message: 'Not found' }, requestId);
    }

    const richMenu = richMenus.answer({ method, path, json, raw, type });
    if (richMenu) return answer(response, richMenu.status, richMenu.body, requestId);
    return answer(response, 404, { message: 'Not found' }, requestId);
  };

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    sent,
    menus: richMenus.menus,
    userMenus: richMenus.userMenus,
    defaultMenu: richMenus.defaultMenu,
    used: () => used,
    follow: (userId: string, name = 'สมาชิก LINE') => followers.set(userId, name),
    /** The next calls to `path` answer these statuses, one each. */
    failNext: (path: string, ...statuses: number[]) =>
      failures.set(path, [...(failures.get(path) ?? []), ...statuses]),
    /** The next `method` calls to a path matching `pattern` (a path with a rich menu id) answer these statuses. */
    failNextMatching: (method: string, pattern: RegExp, ...statuses: number[]) =>
      patternFailures.push({ pattern, method, statuses }),
    rateLimit: (path: string, perSecond: number) => rateLimits.set(path, { perSecond, stamps: [] }),
    /** The channel's token is reissued: the old one answers 401. */
    rotateToken: (next: string) => (token = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type LineStandIn = Awaited<ReturnType<typeof startLineStandIn>>;
