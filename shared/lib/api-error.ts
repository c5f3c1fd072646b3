/** A failed call: `code` is the envelope's error code (or -1 when no answer came), `status` the HTTP status. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;

  constructor(message: string, code: number, status: number) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
