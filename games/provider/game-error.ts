import { errorCatalogue, type ErrorName } from '@contract/errors';

/** A refusal answered to a game page as the usual envelope, with its catalogue code and Thai message. */
export class GameError extends Error {
  readonly code: number;
  readonly status: number;

  constructor(
    readonly reason: ErrorName,
    message?: string,
  ) {
    const entry = errorCatalogue[reason];
    super(message ?? entry.message);
    this.name = 'GameError';
    this.code = entry.code;
    this.status = entry.status;
  }
}
