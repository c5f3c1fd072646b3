import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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
 * - rich menus: create (size 2500x1686/2500x843/1200x810/1200x405/800x540/800x270 and areas within it), the image
 *   once per menu on the data host (JPEG or PNG, 800-2500 px wide, at least 250 px high, width/height >= 1.45,
 *   at most 1 MB; 400 otherwise), set as default only with an image, link per user, unlink, bulk link, list, delete;
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

type RichMenu = {
  richMenuId: string;
  body: Record<string, unknown>;
  image?: { type: string; bytes: number };
};

const MENU_SIZES = ['2500x1686', '2500x843', '1200x810', '1200x405', '800x540', '800x270'];

/** Width and height of a PNG (IHDR) or a baseline/progressive JPEG (SOF0-SOF2), else null. */
const imageSizeOf = (bytes: Buffer, type: string): { width: number; height: number } | null => {
  if (type === 'image/png' && bytes.subarray(1, 4).toString('latin1') === 'PNG' && bytes.length > 24) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (type === 'image/jpeg' && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1]!;
      const length = bytes.readUInt16BE(at + 2);
      if (marker >= 0xc0 && marker <= 0xc2)
        return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      at += 2 + length;
    }
  }
  return null;
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
  const menus = new Map<string, RichMenu>();
  const userMenus = new Map<string, string>();
  const followers = new Map<string, string>();
  let defaultMenu: string | null = null;
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

    // Rich menus.
    if (method === 'POST' && (path === '/v2/bot/richmenu' || path === '/v2/bot/richmenu/validate')) {
      const size = json.size as { width?: number; height?: number } | undefined;
      const areas = json.areas as
        { bounds?: { x: number; y: number; width: number; height: number } }[] | undefined;
      const okSize = size && MENU_SIZES.includes(`${size.width}x${size.height}`);
      const okAreas =
        Array.isArray(areas) &&
        areas.length >= 1 &&
        areas.length <= 20 &&
        areas.every(
          (area) =>
            area.bounds &&
            area.bounds.x >= 0 &&
            area.bounds.y >= 0 &&
            area.bounds.x + area.bounds.width <= size!.width! &&
            area.bounds.y + area.bounds.height <= size!.height!,
        );
      const okText =
        typeof json.chatBarText === 'string' &&
        json.chatBarText.length <= 14 &&
        typeof json.name === 'string' &&
        json.name.length <= 300;
      if (!okSize || !okAreas || !okText)
        return answer(
          response,
          400,
          { message: 'A message (messages[0]) in the request body is invalid' },
          requestId,
        );
      if (path.endsWith('/validate')) return answer(response, 200, {}, requestId);
      const richMenuId = `richmenu-${randomUUID().replaceAll('-', '')}`;
      menus.set(richMenuId, { richMenuId, body: json });
      return answer(response, 200, { richMenuId }, requestId);
    }
    const content = path.match(/^\/v2\/bot\/richmenu\/(richmenu-[0-9a-f]{32})\/content$/);
    if (method === 'POST' && content) {
      const menu = menus.get(content[1]!);
      if (!menu) return answer(response, 404, { message: 'Not found' }, requestId);
      if (menu.image)
        return answer(
          response,
          400,
          { message: 'An image has already been uploaded to the richmenu' },
          requestId,
        );
      const size = imageSizeOf(raw, type);
      const menuSize = menu.body.size as { width: number; height: number };
      if (
        !size ||
        raw.length > 1_048_576 ||
        size.width !== menuSize.width ||
        size.height !== menuSize.height
      ) {
        return answer(response, 400, { message: 'Invalid image' }, requestId);
      }
      menu.image = { type, bytes: raw.length };
      return answer(response, 200, {}, requestId);
    }
    if (method === 'GET' && path === '/v2/bot/richmenu/list') {
      return answer(
        response,
        200,
        { richmenus: [...menus.values()].map((menu) => ({ richMenuId: menu.richMenuId, ...menu.body })) },
        requestId,
      );
    }
    const menuPath = path.match(/^\/v2\/bot\/richmenu\/(richmenu-[0-9a-f]{32})$/);
    if (menuPath && method === 'DELETE') {
      if (!menus.delete(menuPath[1]!)) return answer(response, 404, { message: 'Not found' }, requestId);
      if (defaultMenu === menuPath[1]) defaultMenu = null;
      for (const [user, menu] of userMenus) if (menu === menuPath[1]) userMenus.delete(user);
      return answer(response, 200, {}, requestId);
    }
    if (menuPath && method === 'GET') {
      const menu = menus.get(menuPath[1]!);
      return menu
        ? answer(response, 200, { richMenuId: menu.richMenuId, ...menu.body }, requestId)
        : answer(response, 404, { message: 'Not found' }, requestId);
    }
    const setDefault = path.match(/^\/v2\/bot\/user\/all\/richmenu\/(richmenu-[0-9a-f]{32})$/);
    if (method === 'POST' && setDefault) {
      const menu = menus.get(setDefault[1]!);
      if (!menu) return answer(response, 404, { message: 'Not found' }, requestId);
      if (!menu.image)
        return answer(
          response,
          400,
          { message: 'must upload richmenu image before applying it to user' },
          requestId,
        );
      defaultMenu = menu.richMenuId;
      return answer(response, 200, {}, requestId);
    }
    if (path === '/v2/bot/user/all/richmenu') {
      if (method === 'GET')
        return defaultMenu
          ? answer(response, 200, { richMenuId: defaultMenu }, requestId)
          : answer(response, 404, { message: 'Not found' }, requestId);
      if (method === 'DELETE') {
        defaultMenu = null;
        return answer(response, 200, {}, requestId);
      }
    }
    const link = path.match(/^\/v2\/bot\/user\/(U[0-9a-f]{32})\/richmenu(?:\/(richmenu-[0-9a-f]{32}))?$/);
    if (link && method === 'POST' && link[2]) {
      const menu = menus.get(link[2]);
      if (!menu) return answer(response, 404, { message: 'Not found' }, requestId);
      if (!menu.image)
        return answer(
          response,
          400,
          { message: 'must upload richmenu image before applying it to user' },
          requestId,
        );
      userMenus.set(link[1]!, menu.richMenuId);
      return answer(response, 200, {}, requestId);
    }
    if (link && method === 'DELETE' && !link[2]) {
      userMenus.delete(link[1]!);
      return answer(response, 200, {}, requestId);
    }
    if (link && method === 'GET' && !link[2]) {
      const menu = userMenus.get(link[1]!) ?? defaultMenu;
      return menu
        ? answer(response, 200, { richMenuId: menu }, requestId)
        : answer(response, 404, { message: 'the user has no richmenu' }, requestId);
    }
    if (
      method === 'POST' &&
      (path === '/v2/bot/richmenu/bulk/link' || path === '/v2/bot/richmenu/bulk/unlink')
    ) {
      const users = json.userIds;
      if (!Array.isArray(users) || users.length < 1 || users.length > 500)
        return answer(response, 400, { message: 'userIds: 1 to 500' }, requestId);
      for (const user of users as string[]) {
        if (path.endsWith('/link')) {
          const menu = menus.get(String(json.richMenuId));
          if (!menu?.image)
            return answer(
              response,
              400,
              { message: 'must upload richmenu image before applying it to user' },
              requestId,
            );
          userMenus.set(user, menu.richMenuId);
        } else userMenus.delete(user);
      }
      return answer(response, 202, {}, requestId);
    }
    return answer(response, 404, { message: 'Not found' }, requestId);
  };

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    sent,
    menus,
    userMenus,
    defaultMenu: () => defaultMenu,
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
