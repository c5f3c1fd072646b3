import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@lib/api';

type Call = {
  method: string;
  path: string;
  body: unknown;
  params: unknown;
  headers: Record<string, unknown>;
};
type Reply = { status?: number; error?: number; message?: string; data?: unknown };
type Handler = (call: Call) => Reply;

/**
 * Replaces the HTTP layer under the real api client (axios adapter): each `METHOD /path` answers an envelope,
 * so the screens go through the real `request`, envelope unwrap and ApiError. Unknown paths fail the test loudly.
 */
export const fakeServer = (handlers: Record<string, Handler>) => {
  const calls: Call[] = [];
  api.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const path = (config.url ?? '').split('?')[0] ?? '';
    const method = (config.method ?? 'get').toUpperCase();
    const body: unknown =
      typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data;
    const call: Call = { method, path, body, params: config.params, headers: { ...config.headers } };
    calls.push(call);
    const handler = handlers[`${method} ${path}`];
    if (!handler) throw new Error(`unexpected call ${method} ${path}`);
    const reply = handler(call);
    const status = reply.status ?? 200;
    const response = {
      data: { error: reply.error ?? 0, message: reply.message ?? '', data: reply.data ?? null },
      status,
      statusText: String(status),
      headers: {},
      config,
    };
    if (status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        'ERR_BAD_REQUEST',
        config,
        null,
        response,
      );
    }
    return response;
  };
  return { calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
};
