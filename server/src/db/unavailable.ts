/**
 * The database being away (refused, dropped, shut down, frozen past a time limit) is not a bug in the request:
 * the member should hear "try again shortly" (HTTP 503), and the process must stay up and recover on its own.
 */
export class DatabaseUnavailableError extends Error {
  /** Read by the error handlers (the platform's envelope and the games provider's), which share no types. */
  readonly statusCode = 503;
  readonly code = 'DB_UNAVAILABLE';

  constructor(override readonly cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'DatabaseUnavailableError';
  }
}

const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// SQLSTATE: 57P01 admin shutdown (pg_terminate_backend), 57P02 crash shutdown, 57P03 cannot connect now,
// 57014 statement cut by statement_timeout, 25P03 idle-in-transaction timeout, 53300 too many connections.
const sqlStates = new Set(['57P01', '57P02', '57P03', '57014', '25P03', '53300']);

// node-postgres reports its own time limits and lost sockets with a message only.
const messages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'connection timeout',
];

/** Whether `error` says the database cannot be reached or did not answer in time (not that the SQL was wrong). */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (socketCodes.has(code) || sqlStates.has(code) || /^08...$/.test(code))) {
    return true;
  }
  if (messages.some((m) => error.message.includes(m))) return true;
  // AggregateError (several addresses refused) and wrapped causes.
  const inner = (error as { errors?: unknown[]; cause?: unknown }).errors ?? [
    (error as { cause?: unknown }).cause,
  ];
  return inner.some((e) => e !== undefined && e !== error && isDatabaseUnavailable(e));
};

/** Rethrows a database-away failure as DatabaseUnavailableError; anything else unchanged. */
export const asUnavailable = (error: unknown): unknown =>
  isDatabaseUnavailable(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(error)
    : error;

/**
 * Whether a failure came from the database being away, as the database layer marked it (this error or one it
 * wraps). The error handlers ask this, not `isDatabaseUnavailable`: a refused connection to a payment provider
 * or a game provider is not the database.
 */
export const fromUnavailableDatabase = (error: unknown, depth = 0): boolean =>
  error instanceof DatabaseUnavailableError ||
  (depth < 5 &&
    error instanceof Error &&
    fromUnavailableDatabase((error as { cause?: unknown }).cause, depth + 1));
