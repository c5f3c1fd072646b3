import axios, { type AxiosRequestConfig } from 'axios';
import { createApiClient, type ApiClientOptions } from './api-client';
import { ApiError } from './api-error';
import { libStrings } from './strings';

const current: ApiClientOptions = {
  baseURL: '/',
  getToken: () => null,
  getAgentCode: () => null,
  onUnauthorized: () => undefined,
  onBadRequest: () => undefined,
};

/** The module-level client every feature api file goes through; each app calls `configureApi` once at start. */
export const api = createApiClient({
  baseURL: current.baseURL,
  getToken: () => current.getToken(),
  getAgentCode: () => current.getAgentCode(),
  onUnauthorized: () => current.onUnauthorized(),
  onBadRequest: () => current.onBadRequest(),
});

export const configureApi = (options: Partial<ApiClientOptions>) => {
  Object.assign(current, options);
  if (options.baseURL !== undefined) api.defaults.baseURL = options.baseURL;
};

// Member-scoped calls whose 401 means "your session ended" to the member (SPEC §8: lotto, account, bill).
const SESSION_SCOPED = [
  /^\/?api\/lotto\//,
  /^\/?api\/(get_user_info|logout|check_account)$/,
  /^\/?api\/member\/(change_password|update_sub_bank_account)$/,
];

export const isSessionScoped = (url = '') => SESSION_SCOPED.some((pattern) => pattern.test(url));

type EnvelopeLike = { error?: unknown; message?: unknown; data?: unknown };

const isEnvelope = (body: unknown): body is EnvelopeLike =>
  typeof body === 'object' && body !== null && 'error' in body;

/** Turns whatever axios threw into an ApiError with a Thai message a member can read. */
export const toApiError = (error: unknown, url?: string): ApiError => {
  if (error instanceof ApiError) return error;
  if (!axios.isAxiosError(error)) {
    return new ApiError(error instanceof Error ? error.message : libStrings.serverError, -1, 0);
  }
  const status = error.response?.status ?? 0;
  const body: unknown = error.response?.data;
  if (status === 401 && isSessionScoped(url)) {
    return new ApiError(libStrings.sessionExpired, isEnvelope(body) ? Number(body.error) : -1, 401);
  }
  if (isEnvelope(body) && typeof body.message === 'string' && body.message) {
    return new ApiError(body.message, Number(body.error), status);
  }
  if (!error.response) {
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    return new ApiError(timedOut ? libStrings.timeout : libStrings.networkError, -1, 0);
  }
  return new ApiError(libStrings.serverError, -1, status);
};

/** One call: resolves with the envelope's `data`, or throws ApiError (error != 0, HTTP failure, no answer). */
export const request = async <T>(config: AxiosRequestConfig): Promise<T> => {
  let body: unknown;
  let status = 0;
  try {
    const response = await api.request<unknown>(config);
    body = response.data;
    status = response.status;
  } catch (error) {
    throw toApiError(error, config.url);
  }
  if (!isEnvelope(body)) throw new ApiError(libStrings.serverError, -1, status);
  const code = Number(body.error);
  if (code !== 0) {
    const message = typeof body.message === 'string' && body.message ? body.message : libStrings.serverError;
    throw new ApiError(message, code, status);
  }
  return body.data as T;
};
