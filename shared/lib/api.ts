import axios, { type AxiosRequestConfig } from 'axios';
import type { ZodType } from 'zod';
import { createApiClient, type ApiClientOptions } from './api-client';
import { ApiError } from './api-error';
import { libStrings } from './strings';

/** What the client does before an app configures it: no session, no agent, 401 and 400 left to the caller. */
export const apiDefaults: Readonly<ApiClientOptions> = {
  baseURL: '/',
  getToken: () => null,
  getAgentCode: () => null,
  onUnauthorized: () => undefined,
  onBadRequest: () => undefined,
};

const current: ApiClientOptions = { ...apiDefaults };

/** The module-level client every feature api file goes through; each app calls `configureApi` once at start. */
export const api = createApiClient({
  baseURL: current.baseURL,
  getToken: () => current.getToken(),
  getAgentCode: () => current.getAgentCode(),
  onUnauthorized: (answer) => current.onUnauthorized(answer),
  onBadRequest: () => current.onBadRequest(),
});

export const configureApi = (options: Partial<ApiClientOptions>) => {
  Object.assign(current, options);
  if (options.baseURL !== undefined) api.defaults.baseURL = options.baseURL;
};

/** The headers every call sends (the member's bearer token, the agent code), for a call made without axios. */
export const apiHeaders = (): Record<string, string> => {
  const headers: Record<string, string> = {};
  const token = current.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const agentCode = current.getAgentCode();
  if (agentCode) headers['X-Agent-Code'] = agentCode;
  return headers;
};

// Member-scoped calls whose 401 means "your session ended" to the member (SPEC §8: lotto, account, bill).
const SESSION_SCOPED = [
  /^\/?api\/lotto\//,
  /^\/?api\/(get_user_info|logout|check_account)$/,
  /^\/?api\/member\/(change_password|update_sub_bank_account)$/,
];

const isSessionScoped = (url = '') => SESSION_SCOPED.some((pattern) => pattern.test(url));

type EnvelopeLike = { error?: unknown; message?: unknown; data?: unknown };

const isEnvelope = (body: unknown): body is EnvelopeLike =>
  typeof body === 'object' && body !== null && 'error' in body;

/** Turns whatever axios threw into an ApiError with a Thai message a member can read. */
const toApiError = (error: unknown, url?: string): ApiError => {
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

/**
 * The answer's `data` is not what its contract says: the server and this client have drifted apart. Thrown in
 * development and tests only, so that the drift fails a test rather than a member's screen.
 */
export class ContractDriftError extends ApiError {
  constructor(
    readonly url: string,
    readonly issues: string,
  ) {
    super(`${libStrings.serverError} (${url}: ${issues})`, -1, 200);
    this.name = 'ContractDriftError';
  }
}

/**
 * The data schema of an answer, checked in development and tests only. Each call site writes
 * `request(import.meta.env.DEV && schema, config)`: Vite replaces `import.meta.env.DEV` with `false` in a
 * production build, so the schema, its contract module and zod drop out of the bundle, and the check costs
 * nothing there.
 */
export type AnswerContract<T> = ZodType<T> | false;

const checkAnswer = <T>(contract: ZodType<T>, data: unknown, url = '') => {
  const parsed = contract.safeParse(data);
  if (parsed.success) return;
  const issues = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new ContractDriftError(url, issues);
};

/**
 * One call: resolves with the envelope's `data`, or throws ApiError (error != 0, HTTP failure, no answer). In
 * development and tests the data is checked against the answer's contract first (ContractDriftError).
 */
export const request = async <T>(contract: AnswerContract<T>, config: AxiosRequestConfig): Promise<T> => {
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
  if (contract) checkAnswer(contract, body.data, config.url);
  return body.data as T;
};
