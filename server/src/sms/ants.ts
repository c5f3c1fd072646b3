import { timingSafeEqual } from 'node:crypto';
import type { Delivery } from '@server/outbox/outbox';

/**
 * ANTS (api-service.ants.co.th), from its public API documentation (README.md names the pages): one message to
 * one number per call, HTTP Basic authentication with the account's username and password, the number in
 * international form without '+', our own message id on the destination (so every attempt is the same message),
 * and a delivery report POSTed to `notifyUrl` as JSON with HTTP Basic authentication.
 */
export type AntsSettings = {
  apiUrl: string;
  username: string;
  password: string;
  /** The registered sender name (`from`: up to 11 letters or digits, no space). */
  sender: string;
  /** Where ANTS posts delivery reports; none: no reports are asked for. */
  notifyUrl: string | null;
  timeoutMs: number;
};

type AntsStatus = { code?: string; name?: string; description?: string };

/** One message's part of an answer or of a delivery report. */
type AntsMessageResult = { messageId?: string; to?: string; credit?: number | string; status?: AntsStatus };

/** The general status names (ANTS "Status and Error codes"): which are final refusals, which are outcomes. */
const REFUSED = new Set(['UNDELIVERED', 'EXPIRED', 'REJECTED']);

const basicAuth = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;

/** 0812345678 -> 66812345678, as ANTS asks ("international format"). */
const internationalOf = (phone: string) => `66${phone.slice(1)}`;

type AntsSend = { ref: string; phone: string; text: string; callbackData: string };

/** What became of the call: the outbox's delivery, plus what the answer said of credits and status. */
/** What one send to ANTS gave: sent, again later, or refused for good (never skipped: that is decided before). */
type AntsSendOutcome = Exclude<Delivery, { status: 'skipped' }> & { credits?: number; statusName?: string };

const retryAfterMs = (header: string | null): number | undefined => {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
};

const creditsOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
};

/**
 * POST /sms/send. 2xx: sent, unless the message's own status is a final refusal; 429 and 5xx, a timeout or a
 * network failure: retried (429 after its Retry-After); any other answer (401 credentials, 400 input): failed,
 * since sending the same request again cannot change it.
 */
export const antsSend = async (
  settings: AntsSettings,
  message: AntsSend,
  fetchImpl: typeof fetch = fetch,
): Promise<AntsSendOutcome> => {
  const body = {
    messages: [
      {
        from: settings.sender,
        destinations: [{ to: internationalOf(message.phone), messageId: message.ref }],
        text: message.text,
        ...(settings.notifyUrl
          ? {
              notifyUrl: settings.notifyUrl,
              notifyContentType: 'application/json',
              callbackData: message.callbackData,
            }
          : {}),
      },
    ],
  };
  let response: Response;
  try {
    response = await fetchImpl(new URL('/sms/send', settings.apiUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: basicAuth(settings.username, settings.password),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    return { status: 'retry', error: `ANTS: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (response.status === 429) {
    return {
      status: 'retry',
      error: 'ANTS 429 Too Many Requests',
      afterMs: retryAfterMs(response.headers.get('retry-after')),
    };
  }
  if (response.status >= 500) return { status: 'retry', error: `ANTS ${response.status}` };
  if (response.status === 401) return { status: 'failed', error: 'ANTS 401: ชื่อผู้ใช้หรือรหัสผ่าน API ไม่ถูกต้อง' };
  if (!response.ok) {
    const text = (await response.text().catch(() => '')).slice(0, 200);
    return { status: 'failed', error: `ANTS ${response.status}: ${text}` };
  }
  const answer = (await response.json().catch(() => null)) as { messages?: AntsMessageResult[] } | null;
  const result = answer?.messages?.[0];
  if (!result) return { status: 'retry', error: 'ANTS: คำตอบไม่มีข้อมูลข้อความ' };
  const statusName = result.status?.name?.trim().toUpperCase();
  const credits = creditsOf(result.credit);
  if (statusName && REFUSED.has(statusName)) {
    const reason = result.status?.description ?? statusName;
    return { status: 'failed', error: `ANTS ${statusName}: ${reason}`.slice(0, 300), credits, statusName };
  }
  return { status: 'sent', ref: result.messageId ?? message.ref, credits, statusName };
};

/** A delivery report's entries (ANTS "Callback Delivery Report": `details[]`). */
export type AntsReportEntry = {
  messageId: string;
  statusName: string;
  description: string | null;
  credits: number | undefined;
  callbackData: string | null;
};

export const readAntsReport = (body: unknown): AntsReportEntry[] => {
  const details = (body as { details?: unknown } | null)?.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((entry: AntsMessageResult & { callbackData?: unknown }) => {
    const name = entry?.status?.name;
    if (typeof entry?.messageId !== 'string' || typeof name !== 'string') return [];
    return [
      {
        messageId: entry.messageId.slice(0, 200),
        statusName: name.trim().toUpperCase(),
        description:
          typeof entry.status?.description === 'string' ? entry.status.description.slice(0, 300) : null,
        credits: creditsOf(entry.credit),
        callbackData: typeof entry.callbackData === 'string' ? entry.callbackData.slice(0, 100) : null,
      },
    ];
  });
};

/** The report's Authorization header against the configured credentials, in constant time. */
export const reportAuthorized = (header: string | undefined, username: string, password: string) => {
  if (!header || !username || !password) return false;
  const expected = Buffer.from(basicAuth(username, password));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
};
