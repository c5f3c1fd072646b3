/** What the rest of the server sees of the database: plain SQL with parameters, and transactions. */
export type Row = Record<string, unknown>;

export interface Queryable {
  /**
   * `name` makes PostgreSQL prepare the statement once per connection and reuse it (hot paths only: the SQL
   * text under one name must never change). PGlite ignores it.
   */
  query<T extends Row = Row>(
    sql: string,
    params?: unknown[],
    options?: { name?: string },
  ): Promise<{ rows: T[]; rowCount: number }>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction (READ COMMITTED); rolls back if it throws. */
  tx<T>(work: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections of the pool (PostgreSQL): open, idle, and requests waiting for one. For metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
}
