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

/**
 * A handle whose statements belong to a transaction: the caller's open one (`db.tx` hands its work one), or each
 * statement its own (`autocommit(db)`). Money writes take only this, never a Db: none can slip outside its
 * caller's transaction because an argument was forgotten, and one that runs on its own says so where it is called.
 */
export interface Tx extends Queryable {
  readonly transaction: 'open' | 'autocommit';
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction (READ COMMITTED); rolls back if it throws. */
  tx<T>(work: (q: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Calls `onPayload` with each NOTIFY on `channel` once its transaction committed, from any process on this
   * database; `onGap` when notifications may have been missed (the listening connection was lost and is back).
   * Answers the function that stops listening.
   */
  listen?(
    channel: string,
    onPayload: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  /** Connections of the pool (PostgreSQL): open, idle, and requests waiting for one. For metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/**
 * The database as a Tx whose every statement is a transaction of its own: for a money call that is the whole of
 * its work (an operator command, a load generator, a test's fixture). Never inside `db.tx`: use its handle.
 */
export const autocommit = (db: Db): Tx => ({
  transaction: 'autocommit',
  query: (sql, params, options) => db.query(sql, params, options),
  exec: (sql) => db.exec(sql),
});
