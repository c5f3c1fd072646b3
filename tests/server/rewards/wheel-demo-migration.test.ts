import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { demoWheelPrizes } from '@server/rewards/seed-rewards';
import type { Db } from '@server/db/db';
import { createTestApp } from '@tests/server/helpers/test-app';
import { openOwnerDb } from '@tests/server/helpers/test-db';

/** Migration 1031 again (it is written to be run twice: the column is added only if missing). */
const migration = readFileSync(
  new URL('../../../server/migrations/1031_lotto_tote_triples_demo_wheel.sql', import.meta.url),
  'utf8',
);

type Slice = readonly [label: string, type: string, amount: number, wallet: number | null, weight: number];

/** The slices the demo seed gave a wheel before 1031 (461% of a spin's price). */
const oldSlices: Slice[] = [
  ['เครดิตฟรี 100', 'money', 10_000, 3, 2],
  ['50 แต้ม', 'points', 50, null, 10],
  ['เครดิตฟรี 10', 'money', 1_000, 3, 15],
  ['หมุนฟรี 1 ครั้ง', 'spins', 1, null, 10],
  ['5 แต้ม', 'points', 5, null, 30],
  ['เสียใจด้วย', 'none', 0, null, 33],
];

let app: FastifyInstance;
let owner: Db;
let campaignId: number;
beforeAll(async () => {
  app = await createTestApp();
  owner = await openOwnerDb(app.db); // a migration runs as the owner role
  const { rows } = await app.db.query<{ id: string }>(
    `INSERT INTO reward_campaigns (agent_id, kind, name, trigger, reward, settings)
     SELECT id, 'wheel', 'กงล้อนำโชค', 'claim', '{"type":"none"}', '{"points_per_spin":10,"point_value":10}'
       FROM agents WHERE code = 'demo' RETURNING id`,
  );
  campaignId = Number(rows[0]!.id);
});
afterAll(async () => {
  await owner.close();
  await app.close();
});

/** Retires the live slices and puts `slices` on the wheel, as a save of the editor does. */
const putSlices = async (slices: Slice[]) => {
  await app.db.query(
    `UPDATE wheel_prizes SET retired_at = now() WHERE campaign_id = $1 AND retired_at IS NULL`,
    [campaignId],
  );
  for (const [position, [label, type, amount, wallet, weight]] of slices.entries()) {
    await app.db.query(
      `INSERT INTO wheel_prizes (campaign_id, position, label, type, amount, wallet_type_id, weight)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [campaignId, position, label, type, amount, wallet, weight],
    );
  }
};
const live = async () =>
  (
    await app.db.query<{
      label: string;
      type: string;
      amount: string;
      wallet_type_id: number | null;
      weight: number;
    }>(
      `SELECT label, type, amount, wallet_type_id, weight FROM wheel_prizes
        WHERE campaign_id = $1 AND retired_at IS NULL ORDER BY position`,
      [campaignId],
    )
  ).rows.map((r) => [r.label, r.type, Number(r.amount), r.wallet_type_id, r.weight]);
const seeded = demoWheelPrizes.map((p) => [p.label, p.type, p.amount, p.wallet, p.weight]);

describe('migration 1031 on a demo wheel seeded before it', () => {
  it('gives a wheel still exactly as seeded the new slices, keeping the old ones retired for past spins', async () => {
    await putSlices(oldSlices);
    await owner.exec(migration);
    expect(await live()).toEqual(seeded);
    const retired = await app.db.query(
      `SELECT 1 FROM wheel_prizes WHERE campaign_id = $1 AND retired_at IS NOT NULL AND label = 'เครดิตฟรี 100'`,
      [campaignId],
    );
    expect(retired.rows).toHaveLength(1);
  });

  it('leaves a wheel staff changed alone: one weight, or the price', async () => {
    const changed: Slice[] = oldSlices.map(([label, type, amount, wallet, weight], i) => [
      label,
      type,
      amount,
      wallet,
      i === 5 ? 34 : weight,
    ]);
    await putSlices(changed);
    await owner.exec(migration);
    expect((await live())[5]).toEqual(['เสียใจด้วย', 'none', 0, null, 34]);

    await putSlices(oldSlices);
    await app.db.query(
      `UPDATE reward_campaigns SET settings = settings || '{"points_per_spin":50}' WHERE id = $1`,
      [campaignId],
    );
    await owner.exec(migration);
    expect((await live())[0]).toEqual(['เครดิตฟรี 100', 'money', 10_000, 3, 2]);
  });
});
