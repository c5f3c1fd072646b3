import type { Db } from '@server/db/db';
import type { RequestValue } from './pgbench-script';
import { contiguousIds, inMemberOrder } from './request-values';
import type { Statement } from './sql-capture';

/**
 * What a seamless-wallet suite's requests play on (`seamless`, `hub88`): a live session of `game` per member (token
 * hash of `<tokenPrefix><member id>`), and for every request number i a bet to settle (`sb<i>` in round `rs<i>`) and
 * one to roll back (`ob<i>`, `ro<i>`). Answers the ids a pgbench script computes from i: members, wallets and
 * sessions contiguous in member order, and the first bet to roll back (request i's is row `rollbackBet + i`).
 */
export const seamlessFixture = async (
  db: Db,
  { members, wallets }: { members: number[]; wallets: { id: number; member_id: number }[] },
  game: string,
  tokenPrefix: string,
  space: number,
) => {
  const sessions = await db.query<{ id: number; member_id: number }>(
    `INSERT INTO game_sessions (token_hash, member_id, agent_id, wallet_id, game_id, provider_id, expires_at)
     SELECT encode(sha256(convert_to($3 || m.id, 'UTF8')), 'hex'), m.id, m.agent_id, w.id, g.id,
            g.provider_id, now() + interval '1 day'
       FROM unnest($1::bigint[]) AS mid JOIN members m ON m.id = mid
       JOIN ledger_accounts w ON w.member_id = m.id AND w.wallet_type_id = 1
       CROSS JOIN games g WHERE g.code = $2 ORDER BY m.id RETURNING id, member_id`,
    [members, game, tokenPrefix],
  );
  const ids = {
    member: contiguousIds(members, 'member'),
    wallet: contiguousIds(inMemberOrder(members, wallets), 'wallet'),
    session: contiguousIds(inMemberOrder(members, sessions.rows), 'session'),
  };
  for (const [tx, round] of [
    ['sb', 'rs'],
    ['ob', 'ro'],
  ]) {
    await db.query(
      `INSERT INTO seamless_transactions (provider_id, transaction_id, kind, session_id, member_id, wallet_id,
                                          round_id, game_code, amount)
       SELECT s.provider_id, $1 || n, 'bet', s.id, s.member_id, s.wallet_id, $2 || n, $3, 100
         FROM generate_series(0, $4::int - 1) AS n
         JOIN game_sessions s ON s.id = $5::bigint + n % $6`,
      [tx, round, game, space, ids.session, members.length],
    );
  }
  const { rows } = await db.query<{ first: number; last: number; n: number }>(
    `SELECT min(id) AS first, max(id) AS last, count(*)::int AS n FROM seamless_transactions
      WHERE transaction_id LIKE 'ob%'`,
  );
  const bets = rows[0]!;
  if (bets.last - bets.first + 1 !== bets.n || bets.n !== space)
    throw new Error('rollback bets not contiguous');
  return { ...ids, rollbackBet: bets.first };
};

/** A money statement's clock (`now`, sent by the app: player protection judges by it) is pgbench's now(). */
const MONEY_STATEMENT = /seamless_(bet|settle|rollback)\(/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/;

/**
 * The clocks the app sent in each captured request's money statements (`read`, an endpoint's `generated`), given
 * back as request values that pgbench sends as its own now() (`values`).
 */
export const moneyClocks = () => {
  const clocks = new Map<string, string[]>();
  return {
    read: (name: string) => async (i: number, statements: Statement[]) => {
      const money = statements.filter((st) => MONEY_STATEMENT.test(st.sql));
      clocks.set(
        `${name}:${i}`,
        money.flatMap((st) => st.params.filter((p): p is string => p !== null && TIMESTAMP.test(p))),
      );
      return [];
    },
    values: (name: string, i: number): RequestValue[] =>
      (clocks.get(`${name}:${i}`) ?? []).map((value) => ({ value, sql: 'now()' })),
  };
};
