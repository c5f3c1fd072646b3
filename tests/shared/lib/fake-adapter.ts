import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export type Seen = { config?: InternalAxiosRequestConfig };

/** An axios adapter answering one HTTP status and body (or a network failure), recording the request. */
export const fakeAdapter =
  (status: number | 'network', body: unknown = null, seen: Seen = {}): AxiosAdapter =>
  async (config) => {
    seen.config = config;
    if (status === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const response = { data: body, status, statusText: String(status), headers: {}, config };
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
