import axios, { type AxiosInstance } from 'axios';
import { deviceId } from './device-id';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 400 answer of this call stays with the caller instead of sending the member home (SPEC §8). */
    skipBadRequestRedirect?: boolean;
  }
}

export type ApiClientOptions = {
  baseURL: string;
  getToken: () => string | null | undefined;
  getAgentCode: () => string | null | undefined;
  /**
   * HTTP 401: the app clears the user and goes to its login (web: /login, LIFF: LINE login). `answer` is the
   * refusal's body (the console's login page tells a staff member why the session ended).
   */
  onUnauthorized: (answer?: unknown) => void;
  /** HTTP 400: the app goes home, unless the request set `skipBadRequestRedirect`. */
  onBadRequest: () => void;
};

/**
 * The one axios factory. It knows nothing of screens: each app injects what 400 and 401 mean for it.
 * The interceptors read the options on every call, so an app may swap them after start (see `configureApi`).
 */
export const createApiClient = (options: ApiClientOptions): AxiosInstance => {
  const client = axios.create({
    baseURL: options.baseURL,
    timeout: 30_000,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });

  client.interceptors.request.use((config) => {
    const token = options.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    const agentCode = options.getAgentCode();
    if (agentCode) config.headers.set('X-Agent-Code', agentCode);
    // The browser's own id: the server keeps it with each login (linked accounts, the console's member page).
    const device = deviceId();
    if (device) config.headers.set('X-Device-Id', device);
    return config;
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error)) {
      const status = error.response?.status;
      if (status === 401) options.onUnauthorized(error.response?.data);
      if (status === 400 && !error.config?.skipBadRequestRedirect) options.onBadRequest();
    }
    return Promise.reject(error);
  });

  return client;
};
