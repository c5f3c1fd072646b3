import { createHmac } from 'node:crypto';
import {
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_TIMESTAMP_HEADER,
  seamlessPath,
  type SeamlessCall,
} from '@contract/seamless';

/** How a request reaches the platform: `fetch` in production, `app.inject` or a fake in tests. */
export type Transport = (request: {
  path: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<{ status: number; body: string }>;

export const fetchTransport =
  (baseUrl: string, timeoutMs = 5_000): Transport =>
  async ({ path, headers, body }) => {
    const response = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: await response.text() };
  };

/**
 * The platform's answer to one call, or a refusal with its protocol code. `playerRef`: the member behind the
 * token, from a balance answer (`player_ref`), null when the platform sent none.
 */
export type SeamlessResult =
  | { ok: true; balance: number; transactionId: string; playerRef: string | null }
  | { ok: false; code: number; message: string };

/** The platform could not be reached (network, timeout, 5xx, unreadable answer) even after the retries. */
export class SeamlessUnavailable extends Error {
  constructor(
    readonly call: SeamlessCall,
    cause: string,
  ) {
    super(`seamless ${call} failed: ${cause}`);
    this.name = 'SeamlessUnavailable';
  }
}

export type SeamlessClientOptions = {
  transport: Transport;
  providerCode: string;
  secret: string;
  /** Pauses between attempts; the number of entries + 1 is the number of attempts. */
  backoffMs?: readonly number[];
  /**
   * The wall clock the requests are signed with (Date.now): the platform checks their freshness against its own
   * wall clock, not its business clock, as it would for any outside provider's.
   */
  now?: () => number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signed calls to the platform's seamless endpoints. A failure to get an answer is retried with the very same
 * body (same transaction id), which the platform processes at most once, so a retry can never double a debit.
 */
export const seamlessClient = ({
  transport,
  providerCode,
  secret,
  backoffMs = [200, 600, 1800],
  now = Date.now,
}: SeamlessClientOptions) => {
  const call = async (name: SeamlessCall, fields: Record<string, unknown>): Promise<SeamlessResult> => {
    const timestamp = now();
    const body = JSON.stringify({ ...fields, timestamp });
    const headers = {
      'content-type': 'application/json',
      [SEAMLESS_SIGNATURE_HEADER]: createHmac('sha256', secret).update(body).digest('hex'),
      [SEAMLESS_TIMESTAMP_HEADER]: String(timestamp),
    };
    let lastError = 'no attempt';
    for (let attempt = 0; attempt <= backoffMs.length; attempt += 1) {
      if (attempt > 0) await sleep(backoffMs[attempt - 1]!);
      try {
        const answer = await transport({ path: seamlessPath(providerCode, name), headers, body });
        if (answer.status >= 500) {
          lastError = `status ${answer.status}`;
          continue;
        }
        const envelope = JSON.parse(answer.body) as { error: number; message: string; data: unknown };
        if (envelope.error !== 0) return { ok: false, code: envelope.error, message: envelope.message };
        const data = envelope.data as { balance: number; transaction_id: string; player_ref?: unknown };
        const ref = data.player_ref;
        return {
          ok: true,
          balance: data.balance,
          transactionId: data.transaction_id,
          playerRef: typeof ref === 'string' && ref.length > 0 && ref.length <= 200 ? ref : null,
        };
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
      }
    }
    throw new SeamlessUnavailable(name, lastError);
  };
  return { call };
};

export type SeamlessClient = ReturnType<typeof seamlessClient>;

/** Calls a Fastify app in-process (`app.inject`): for tests and for a single process that hosts both sides. */
export const injectTransport =
  (target: {
    inject: (request: {
      method: 'POST';
      url: string;
      headers: Record<string, string>;
      payload: string;
    }) => PromiseLike<{ statusCode: number; body: string }>;
  }): Transport =>
  async ({ path, headers, body }) => {
    const response = await target.inject({ method: 'POST', url: path, headers, payload: body });
    return { status: response.statusCode, body: response.body };
  };
