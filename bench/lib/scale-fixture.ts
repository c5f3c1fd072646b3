import { createHash } from 'node:crypto';
import { hashSecret } from '@server/accounts/passwords';
import type { Db } from '@server/db/db';
import { openPostgres } from '@server/db/postgres';
import { syncBuiltinCatalogue } from '@server/games/catalogue-sync';
import { seedLotto } from '@server/lotto/seed-lotto';
import { seedRewards } from '@server/rewards/seed-rewards';
import { monthRoundsSql } from '@server/seed/scale/day-sql';
import { createStaffSession } from '@server/staff/staff-sessions';

/** The members the scale suite's calls act as, in both databases (their phones log them in). */
export const BENCH_MEMBERS = { bettor: '0890000001', withdrawer: '0890000002' } as const;
export const LOGIN_MEMBERS = 30;
export const loginPhone = (n: number) => `08910000${String(n).padStart(2, '0')}`;
export const BENCH_PASSWORD = 'scale-bench-2569';
/** The bettor's game session token (its hash is stored, as a launch stores it). */
export const BET_TOKEN = 'scale-bench-bet-session';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const owner = (url: string) =>
  openPostgres(url, 2, { connectMs: 10_000, statementMs: 24 * 3600_000, idleInTxMs: 24 * 3600_000 });

/**
 * The costly, cached part of the suite's fixture, the same in both databases but for the history: the bettor
 * (daily, weekly and monthly loss limits, set after the month's play so that none of it was refused), the
 * withdrawer (a turnover requirement open since a month ago, far from met) and the members who log in. In the
 * seeded database the bettor has played `monthPlays` rounds this month and the withdrawer a tenth of that, through
 * the seeder's rounds (seamless_bet and seamless_settle).
 */
export const prepareScaleDatabase = async (url: string, seeded: boolean, monthPlays: number) => {
  const db = await owner(url);
  try {
    const providerId = await syncBuiltinCatalogue(db);
    await seedRewards(db, ['demo']);
    const hash = await hashSecret(BENCH_PASSWORD);
    const phones = [
      BENCH_MEMBERS.bettor,
      BENCH_MEMBERS.withdrawer,
      ...Array.from({ length: LOGIN_MEMBERS }, (_, n) => loginPhone(n)),
    ];
    const { rows } = await db.query<{ id: number; phone: string }>(
      `INSERT INTO members (agent_id, phone, username, password_hash, full_name, bank_code, bank_account,
                            referral_code, age_confirmed_at, created_at)
       SELECT a.id, p, 'bench' || p, $2, 'ผู้ทดสอบ สเกล', 'KBANK', '9' || p, 'SB' || p, now() - interval '60 days',
              now() - interval '60 days'
         FROM agents a, unnest($1::text[]) AS p WHERE a.code = 'demo' RETURNING id, phone`,
      [phones, hash],
    );
    const id = (phone: string) => rows.find((row) => row.phone === phone)!.id;
    await db.query(
      `INSERT INTO ledger_accounts (owner, asset, member_id, wallet_type_id)
       SELECT 'member', 'thb', m, 1 FROM unnest($1::bigint[]) AS m ORDER BY m`,
      [rows.map((row) => row.id)],
    );
    await db.query(
      `INSERT INTO game_sessions (token_hash, member_id, agent_id, wallet_id, game_id, provider_id, created_at,
                                  expires_at)
       SELECT CASE WHEN m.id = $2 THEN $3 ELSE 'scale-bench:' || m.id END, m.id, m.agent_id, w.id, g.id,
              g.provider_id, now() - interval '40 days', now() + interval '10 years'
         FROM members m JOIN ledger_accounts w ON w.member_id = m.id AND w.wallet_type_id = 1
         JOIN games g ON g.code = (SELECT code FROM games WHERE category = 'slot' AND provider_id = $4
                                    ORDER BY id LIMIT 1)
        WHERE m.id = ANY ($1::bigint[])`,
      [
        [id(BENCH_MEMBERS.bettor), id(BENCH_MEMBERS.withdrawer)],
        id(BENCH_MEMBERS.bettor),
        sha256(BET_TOKEN),
        providerId,
      ],
    );
    if (seeded) {
      const channel = await db.query<{ id: number }>(
        `SELECT id FROM payment_channels WHERE type = 'bank_transfer' ORDER BY id LIMIT 1`,
      );
      const ids = { providerId, channelId: channel.rows[0]!.id };
      for (const [phone, plays] of [
        [BENCH_MEMBERS.bettor, monthPlays],
        [BENCH_MEMBERS.withdrawer, Math.ceil(monthPlays / 10)],
      ] as const)
        for (let first = 1; first <= plays; first += 10_000)
          await db.exec(monthRoundsSql(ids, id(phone), plays, first, 10_000));
    }
    await db.query(
      `INSERT INTO turnover_requirements (member_id, wallet_type_id, required, categories, started_at, note)
       VALUES ($1, 1, 100000000000, ARRAY['slot', 'casino'], now() - interval '30 days', 'scale bench')`,
      [id(BENCH_MEMBERS.withdrawer)],
    );
    await db.query(
      `INSERT INTO member_protection (member_id, agent_id) SELECT id, agent_id FROM members WHERE id = $1`,
      [id(BENCH_MEMBERS.bettor)],
    );
    await db.query(
      `INSERT INTO member_limits (member_id, key, value)
       VALUES ($1, 'loss_day', 50000000), ($1, 'loss_week', 200000000), ($1, 'loss_month', 500000000)`,
      [id(BENCH_MEMBERS.bettor)],
    );
  } finally {
    await db.close();
  }
};

/**
 * Per run (cheap, and things that expire): money for the bettor and the withdrawer (a deposit credited now), the
 * lotto rounds of the coming draws and an owner's console session. Answers the staff token and the bettor's and withdrawer's member ids.
 */
export const runFixture = async (url: string, run: string) => {
  const db: Db = await owner(url);
  try {
    const { rows } = await db.query<{ id: number; phone: string }>(
      `SELECT id, phone FROM members WHERE phone = ANY ($1::text[])`,
      [[BENCH_MEMBERS.bettor, BENCH_MEMBERS.withdrawer]],
    );
    for (const member of rows) {
      const legs = [
        { from: { house: 'deposits' }, to: { member: member.id, walletTypeId: 1 }, amount: 100_000_000 },
      ];
      await db.query(
        `SELECT ledger_apply('transfer', $1, 'deposit', 'ฝากเงิน (ทดสอบสเกล)',
                ledger_fingerprint('transfer', jsonb_build_object('kind', 'deposit', 'legs', $2::jsonb)),
                '{}'::jsonb, $2::jsonb, NULL)`,
        [`scale-bench:${run}:${member.id}`, JSON.stringify(legs)],
      );
    }
    // The coming draws' rounds (a cached cluster's were made on the day it was seeded): the lotto bill's round.
    const agents = await db.query<{ id: number }>(`SELECT id FROM agents WHERE code = 'demo'`);
    await seedLotto(db, [agents.rows[0]!.id], new Date());
    const staff = await db.query<{ id: number }>(
      `INSERT INTO staff (agent_id, username, role, password_hash, must_change_password, totp_secret)
       SELECT id, $1, 'owner', 'x', false, 'JBSWY3DPEHPK3PXP' FROM agents WHERE code = 'demo' RETURNING id::int AS id`,
      [`scale-${run}`],
    );
    const { token } = await createStaffSession(db, staff.rows[0]!.id, {
      ip: '127.0.0.1',
      userAgent: 'bench',
    });
    return { staffToken: token, members: Object.fromEntries(rows.map((row) => [row.phone, row.id])) };
  } finally {
    await db.close();
  }
};
