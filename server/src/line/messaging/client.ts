import { HTTPFetchError, messagingApi } from '@line/bot-sdk';
import type { Delivery } from '@server/outbox/outbox';

/** Where LINE's Messaging API answers: its API host and its data host (rich menu images); a stand-in in tests. */
export type LineHosts = { api: string; data: string };

export type LineClients = { api: messagingApi.MessagingApiClient; blob: messagingApi.MessagingApiBlobClient };

/** LINE's official SDK, on the agent's channel access token. */
export const lineClientsOf = (accessToken: string, hosts: LineHosts): LineClients => ({
  api: new messagingApi.MessagingApiClient({ channelAccessToken: accessToken, baseURL: hosts.api }),
  blob: new messagingApi.MessagingApiBlobClient({ channelAccessToken: accessToken, baseURL: hosts.data }),
});

/** LINE's answer to a failed call, short enough for the console: status and LINE's own message. */
export const lineErrorText = (error: unknown) => {
  if (!(error instanceof HTTPFetchError)) return error instanceof Error ? error.message : String(error);
  let message = error.body;
  try {
    message = (JSON.parse(error.body) as { message?: string }).message ?? error.body;
  } catch {
    // not JSON: LINE's body as it came
  }
  return `LINE ${error.status}: ${message}`.slice(0, 300);
};

/**
 * What a failed send means for the outbox (LINE's "Status codes" and "Retrying an API request"): 409 on a retry
 * key LINE has seen is a send that already succeeded (its request id in `x-line-accepted-request-id`); 429 and
 * 5xx and no answer at all are tried again, 429 after a minute at least; any other 4xx is a request LINE will
 * never accept (a bad token, a user who blocked the account, a malformed message) and is final.
 */
export const deliveryOfLineError = (error: unknown): Delivery => {
  if (!(error instanceof HTTPFetchError)) return { status: 'retry', error: lineErrorText(error) };
  if (error.status === 409 && error.headers.get('x-line-accepted-request-id')) {
    return { status: 'sent', ref: error.headers.get('x-line-accepted-request-id') ?? undefined };
  }
  if (error.status === 429) {
    const seconds = Number(error.headers.get('retry-after'));
    return { status: 'retry', error: lineErrorText(error), afterMs: Math.max(60_000, (seconds || 0) * 1000) };
  }
  if (error.status >= 500) return { status: 'retry', error: lineErrorText(error) };
  return { status: 'failed', error: lineErrorText(error) };
};

export const lineHostsOf = (config: { LINE_API_URL: string; LINE_API_DATA_URL: string }): LineHosts => ({
  api: config.LINE_API_URL,
  data: config.LINE_API_DATA_URL,
});
