import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * ANTS's SMS API on a loopback port, from its public documentation (server/src/sms/README.md names the pages):
 * POST /sms/send with HTTP Basic credentials (401 Unauthorized otherwise), a JSON body of `messages[]` each with
 * `from` (up to 11 characters, no space), `destinations[]` (`to` in international form, 66...; our `messageId`)
 * and `text` (up to 1600 characters), answered per destination with its `messageId`, a general status (PENDING)
 * and the credits it costs; 429 Too Many Requests past its rate. A repeated `messageId` is the same message: it
 * is answered as before and reaches no phone again. Delivery reports go to the message's `notifyUrl` as JSON with
 * HTTP Basic credentials (the "Callback Delivery Report" page), on the test's word (`report`).
 *
 * The test may also make the next answers 429 (with Retry-After) or 500 (`failNext`).
 */
type Destination = { to?: unknown; messageId?: unknown };
type SentMessage = {
  messageId: string;
  to: string;
  from: string;
  text: string;
  credit: number;
  notifyUrl: string | null;
  callbackData: string | null;
  at: Date;
};

/** Its own count of credits (one per SMS part): 160/153 for plain ASCII text, 70/67 UTF-16 units otherwise. */
const creditsOf = (text: string) => {
  if (/^[\x20-\x7e\r\n]*$/.test(text)) return text.length <= 160 ? 1 : Math.ceil(text.length / 153);
  return text.length <= 70 ? 1 : Math.ceil(text.length / 67);
};

export const startSmsGatewayStandIn = async (account: {
  username: string;
  password: string;
  /** The sender names the account may use. */
  senders: string[];
  /** What delivery reports carry as their Basic credentials. */
  report: { username: string; password: string };
  /** Sends allowed per second before 429. */
  perSecond?: number;
}) => {
  const messages = new Map<string, SentMessage>();
  /** Every message that reached a phone, in order: a duplicate adds nothing here. */
  const delivered: SentMessage[] = [];
  const requests: { authorized: boolean; status: number }[] = [];
  const forced: { status: number; retryAfter?: string }[] = [];
  let windowStart = 0;
  let inWindow = 0;
  const expected = `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`;

  const bodyOf = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const answer = (
    response: import('node:http').ServerResponse,
    status: number,
    body: unknown,
    headers = {},
  ) => {
    requests.push({ authorized: status !== 401, status });
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    void (async () => {
      const raw = await bodyOf(request);
      if (request.method !== 'POST' || request.url !== '/sms/send') return answer(response, 404, {});
      if (request.headers.authorization !== expected)
        return answer(response, 401, { message: 'Unauthorized' });
      const next = forced.shift();
      if (next) {
        return answer(
          response,
          next.status,
          { message: next.status === 429 ? 'Too Many Requests' : 'Internal Server Error' },
          next.retryAfter ? { 'retry-after': next.retryAfter } : {},
        );
      }
      const now = Date.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        inWindow = 0;
      }
      inWindow += 1;
      if (inWindow > (account.perSecond ?? 50)) {
        return answer(response, 429, { message: 'Too Many Requests' }, { 'retry-after': '1' });
      }
      let body: { messages?: unknown } | null = null;
      try {
        body = JSON.parse(raw) as { messages?: unknown };
      } catch {
        return answer(response, 400, { message: 'General error' });
      }
      if (request.headers['content-type'] !== 'application/json' || !Array.isArray(body?.messages)) {
        return answer(response, 400, { message: 'General error' });
      }
      const results: unknown[] = [];
      for (const message of body.messages as Record<string, unknown>[]) {
        const from = message.from;
        const text = message.text;
        const destinations = message.destinations as Destination[] | undefined;
        if (typeof from !== 'string' || !/^[^\s]{1,11}$/.test(from) || !account.senders.includes(from)) {
          return answer(response, 400, { message: 'Invalid sender' });
        }
        if (
          typeof text !== 'string' ||
          text.length === 0 ||
          text.length > 1600 ||
          !Array.isArray(destinations)
        ) {
          return answer(response, 400, { message: 'Invalid text' });
        }
        for (const destination of destinations) {
          const to = String(destination.to ?? '');
          if (!/^66\d{9}$/.test(to)) {
            results.push({ to, status: { code: '5', name: 'REJECTED', description: 'Invalid destination' } });
            continue;
          }
          const messageId = typeof destination.messageId === 'string' ? destination.messageId : `${now}${to}`;
          let sent = messages.get(messageId);
          if (!sent) {
            sent = {
              messageId,
              to,
              from,
              text,
              credit: creditsOf(text),
              notifyUrl: typeof message.notifyUrl === 'string' ? message.notifyUrl : null,
              callbackData: typeof message.callbackData === 'string' ? message.callbackData : null,
              at: new Date(),
            };
            messages.set(messageId, sent);
            delivered.push(sent);
          }
          results.push({
            to,
            messageId,
            credit: sent.credit,
            status: { code: '101', name: 'PENDING', description: 'Message has been accepted by the system' },
          });
        }
      }
      return answer(response, 200, { messages: results });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The delivery report ANTS would post for one message, with the credentials it would carry. */
  const reportOf = (
    messageId: string,
    name: 'DELIVERED' | 'UNDELIVERED' | 'EXPIRED' | 'REJECTED' | 'PENDING',
  ) => {
    const sent = messages.get(messageId);
    if (!sent) throw new Error(`stand-in: no message ${messageId}`);
    const codes = { PENDING: '1', UNDELIVERED: '2', DELIVERED: '3', EXPIRED: '4', REJECTED: '5' } as const;
    return {
      body: {
        details: [
          {
            messageId,
            to: sent.to,
            from: sent.from,
            text: sent.text,
            credit: sent.credit,
            sendDate: sent.at.toISOString(),
            doneDate: new Date().toISOString(),
            status: { code: codes[name], name, description: name.toLowerCase() },
            callbackData: sent.callbackData,
          },
        ],
      },
      authorization: `Basic ${Buffer.from(`${account.report.username}:${account.report.password}`).toString('base64')}`,
    };
  };

  return {
    url,
    delivered,
    requests,
    /** The next `count` authorised sends answer `status` (429 with `retryAfter` seconds, or a 5xx). */
    failNext: (status: number, count = 1, retryAfter?: string) => {
      for (let i = 0; i < count; i += 1) forced.push({ status, retryAfter });
    },
    reportOf,
    /** Posts a delivery report to the message's notifyUrl, as ANTS does; answers the HTTP status it got. */
    report: async (messageId: string, name: Parameters<typeof reportOf>[1]) => {
      const sent = messages.get(messageId);
      if (!sent?.notifyUrl) throw new Error(`stand-in: message ${messageId} asked for no report`);
      const { body, authorization } = reportOf(messageId, name);
      const response = await fetch(sent.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
