import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { api } from './api';

/**
 * A first screen rendered on the server (server/src/http/render-first-screen.ts loads each app's SSR build:
 * web-app/src/entry-server.tsx, liff-app/src/entry-server.tsx) and the helpers both apps share for it.
 */

/** One API call answered by the server in-process (`app.inject`). */
export type Send = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{ status: number; headers: Record<string, string>; body: string }>;

/** axios over `send`: the same client, interceptors and envelope handling as in the browser. */
export const adapterOver =
  (send: Send): AxiosAdapter =>
  async (config) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON()))
      if (typeof value === 'string') headers[name] = value;
    const answer = await send({
      method: (config.method ?? 'get').toUpperCase(),
      url: api.getUri(config),
      headers,
      ...(typeof config.data === 'string' ? { body: config.data } : {}),
    });
    const response = {
      data: answer.body,
      status: answer.status,
      statusText: String(answer.status),
      headers: AxiosHeaders.from(answer.headers),
      config,
      request: null,
    };
    if (config.validateStatus && !config.validateStatus(answer.status)) {
      throw new AxiosError(`status ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
    }
    return response;
  };

/** The data block the server put beside the rendered markup (`#first-screen-data`), or null. */
export const readFirstScreenData = <T>(): T | null => {
  const element = document.getElementById('first-screen-data');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return null;
  }
};
