import { hashSecret } from '@server/accounts/passwords';
import type { Db } from '@server/db/db';
import { syncBuiltinCatalogue } from '@server/games/catalogue-sync';
import { activeMembersSql, daySql, shardSql } from './day-sql';
import { seedLottoHistory } from './lotto-history';
import { scalePlan, type ScalePlan } from './plan';
import { seedAwards, seedCommissions } from './rewards-history';

export type ScaleSizes = { members: number; days: number; plays: number; connections: number };

/** Every seeded member's password (their usernames are `scale<n>`), so a benchmark can log one in. */
const SCALE_PASSWORD = 'scale-2569';

/**
 * Fills the database with `days` of history (ending yesterday, Bangkok) for `members` new members of the default
 * agent, about `plays` rounds in all, through the product's own tables and functions (day-sql.ts): the members,
 * their main wallets and one game session each, then day by day each shard's block, the shards on their own
 * connections at once; then lotto bills on past rounds, awards and commissions (lottoAndRewards). Answers the
 * rounds played, the lotto and rewards counts and the seconds it took; `log` hears a progress line per day.
 */
export const seedScale = async (
  db: Db,
  sizes: ScaleSizes,
  agentCode: string,
  log: (line: string) => void,
): Promise<{ plays: number; seconds: number; firstMember: number; lotto: LottoAndRewards }> => {
  const started = performance.now();
  const providerId = await syncBuiltinCatalogue(db);
  const firstMember = await createMembers(db, sizes, agentCode);
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM payment_channels WHERE type = 'bank_transfer' ORDER BY id LIMIT 1`,
  );
  if (!rows[0]) throw new Error('no bank_transfer payment channel to date the deposits by');
  const plan = scalePlan(
    { members: sizes.members, days: sizes.days, plays: sizes.plays, shards: Math.max(1, sizes.connections) },
    { firstMember, providerId, channelId: rows[0].id },
  );
  // Each shard walks its own days on its own connection, with no wait for the others between days: the shards
  // share no member row (house accounts are never updated, server/sql/ledger/ledger-apply.sql), so a shard that is
  // a day ahead changes nothing for the other, and neither core idles while the other finishes a heavier day.
  let plays = 0;
  let lastLog = 0;
  const daysDone: number[] = Array.from({ length: plan.shards }, () => 0);
  const progress = () => {
    const seconds = (performance.now() - started) / 1000;
    const rate = Math.round(plays / Math.max(seconds, 0.001));
    log(
      `day ${Math.min(...daysDone)}/${sizes.days}: ${plays} rounds, ${seconds.toFixed(0)} s (${rate} rounds/s)`,
    );
    return seconds;
  };
  await Promise.all(
    Array.from({ length: plan.shards }, async (_, shard) => {
      for (let day = 0; day < sizes.days; day += 1) {
        const rounds = await playsOn(db, plan, day, shard);
        await retried(() => db.tx((q) => q.exec(daySql(plan, day, shard))));
        plays += rounds;
        daysDone[shard] = day + 1;
        const finished = Math.min(...daysDone) === sizes.days; // the last line is written below, once
        if (!finished && (performance.now() - started) / 1000 - lastLog >= 10) lastLog = progress();
      }
    }),
  );
  progress();
  const lotto = await lottoAndRewards(db, plan, agentCode, log);
  return { plays, seconds: (performance.now() - started) / 1000, firstMember, lotto };
};

type LottoAndRewards = { bills: number; awards: number; commissions: number };

/** After the rounds: lotto bills on past rounds, settled; weekly awards with points; the referrers' commissions. */
const lottoAndRewards = async (
  db: Db,
  plan: ScalePlan,
  agentCode: string,
  log: (line: string) => void,
): Promise<LottoAndRewards> => {
  const started = performance.now();
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM agents WHERE code = $1`, [agentCode]);
  const agentId = rows[0]!.id;
  const bills = await seedLottoHistory(db, plan, agentId);
  const awards = await seedAwards(db, agentId, plan.firstMember, plan.days);
  const commissions = await seedCommissions(db, agentId, plan.days);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  log(`lotto ${bills} bills settled, ${awards} awards, ${commissions} commissions, ${seconds} s`);
  return { bills, awards, commissions };
};

/**
 * A shard's day again when PostgreSQL broke a deadlock by aborting it (40P01): the block is one transaction, so
 * nothing of it stayed. Seen once in 330 shard-days at 20,000 members on a loaded machine; the cycle was not
 * kept (the cluster was gone), the shards share no member row.
 */
const retried = async (work: () => Promise<unknown>) => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
    }
  }
};

const playsOn = async (db: Db, plan: ScalePlan, day: number, shard: number) => {
  const { rows } = await db.query<{ plays: string }>(
    `SELECT coalesce(sum(plays), 0) AS plays FROM (${activeMembersSql(plan, day, shardSql(plan, shard))}) a`,
  );
  return Number(rows[0]!.plays);
};

/**
 * The members (registered before the history starts; the first hundred, or a quarter, referred the rest), their main wallets,
 * the house accounts the history uses (opened here so the shards never race to open one) and one long game
 * session each on a slot or casino game.
 */
const createMembers = async (db: Db, sizes: ScaleSizes, agentCode: string) => {
  const taken = await db.query(`SELECT 1 FROM members WHERE username = 'scale1'`);
  if (taken.rows.length > 0) throw new Error('this database holds a scale seed already (member scale1)');
  const passwordHash = await hashSecret(SCALE_PASSWORD);
  return db.tx(async (q) => {
    const { rows } = await q.query<{ first: number; n: number }>(
      `WITH made AS (
         INSERT INTO members (agent_id, phone, username, password_hash, full_name, bank_code, bank_account,
                              referral_code, age_confirmed_at, created_at)
         SELECT a.id, '06' || lpad(n::text, 8, '0'), 'scale' || n, $3,
                'สมาชิก ทดสอบที่' || n, (ARRAY['KBANK', 'SCB', 'BBL', 'KTB'])[1 + n % 4],
                '1' || lpad(n::text, 9, '0'), 'SCALE' || n, now() - ($2 + 1 + n % 60) * interval '1 day',
                now() - ($2 + 1 + n % 60) * interval '1 day'
           FROM agents a, generate_series(1, $1::int) AS n WHERE a.code = $4
          ORDER BY n
         RETURNING id)
       SELECT min(id)::int AS first, count(*)::int AS n FROM made`,
      [sizes.members, sizes.days, passwordHash, agentCode],
    );
    const { first, n } = rows[0]!;
    if (n !== sizes.members) throw new Error(`agent ${agentCode} not found`);
    const last = first + n - 1;
    // The first hundred members (a quarter of a smaller seed) brought the others in (the commissions' referrers).
    await q.query(
      `UPDATE members SET referred_by = $1::bigint + (id - $1) % $3::int WHERE id BETWEEN $1::bigint + $3::int AND $2`,
      [first, last, Math.max(1, Math.min(100, Math.floor(n / 4)))],
    );
    await q.query(
      `INSERT INTO ledger_accounts (owner, asset, member_id, wallet_type_id)
       SELECT 'member', 'thb', id, 1 FROM members WHERE id BETWEEN $1 AND $2 ORDER BY id`,
      [first, last],
    );
    for (const house of ['deposits', 'withdrawals', 'holds', 'game:builtin'])
      await q.query(`SELECT ledger_account_of(jsonb_build_object('house', $1::text))`, [house]);
    await q.query(
      `WITH g AS (SELECT array_agg(id ORDER BY id) AS ids FROM games
                   WHERE category IN ('slot', 'casino') AND provider_id = (
                     SELECT id FROM game_providers WHERE code = 'builtin'))
       INSERT INTO game_sessions (token_hash, member_id, agent_id, wallet_id, game_id, provider_id, created_at,
                                  expires_at)
       SELECT 'scale:' || m.id, m.id, m.agent_id, w.id, g.ids[1 + m.id % cardinality(g.ids)],
              (SELECT id FROM game_providers WHERE code = 'builtin'), m.created_at, now() + interval '10 years'
         FROM members m JOIN ledger_accounts w ON w.member_id = m.id AND w.wallet_type_id = 1, g
        WHERE m.id BETWEEN $1 AND $2`,
      [first, last],
    );
    return first;
  });
};
