import { errorCatalogue, type ErrorName } from '@contract/errors';

/** A refusal the member can act on: its catalogue entry decides the code, the Thai message and the HTTP status. */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;

  constructor(
    readonly reason: ErrorName,
    readonly data: unknown = null,
    message?: string,
  ) {
    const entry = errorCatalogue[reason];
    super(message ?? entry.message);
    this.name = 'AppError';
    this.code = entry.code;
    this.status = entry.status;
  }
}

export const fail = (name: ErrorName, data?: unknown, message?: string): never => {
  throw new AppError(name, data, message);
};
