/**
 * The database as the built-in provider sees it: plain SQL and transactions. Structural on purpose, so the
 * provider never imports the platform's types (it is a separate service that happens to share a database).
 * When the database is away (down, dropped, past its time limits) a call rejects with an error whose
 * `statusCode` is 503; the provider's error handler answers it as SERVICE_UNAVAILABLE.
 */
type GamesRow = Record<string, unknown>;

export interface GamesQueryable {
  query<T extends GamesRow = GamesRow>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; rowCount: number }>;
  exec(sql: string): Promise<void>;
}

export interface GamesDb extends GamesQueryable {
  tx<T>(work: (q: GamesQueryable) => Promise<T>): Promise<T>;
}
