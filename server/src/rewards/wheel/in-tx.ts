import type { Db, Tx } from '@server/db/db';

/**
 * A Db whose transactions are the caller's open one: grantAward and the ledger open `db.tx`, and a spin must pay
 * its cost, record itself and pay its prize in ONE transaction (a refused prize takes the spin back with it).
 */
export const inTransaction = (db: Db, q: Tx): Db => ({
  kind: db.kind,
  query: (sql, params, options) => q.query(sql, params, options),
  exec: (sql) => q.exec(sql),
  tx: (work) => work(q),
  close: () => Promise.reject(new Error('inTransaction: the outer transaction owns the connection')),
});
