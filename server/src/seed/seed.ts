import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { bannerAudiences } from '@contract/admin/content';
import type { Db } from '@server/db/db';
import { seedLotto } from '@server/lotto/seed-lotto';
import { seedPoll, seedPolls } from '@server/polls/seed-polls';

const seedSchema = z.object({
  banks: z.array(
    z.object({
      code: z.string(),
      name_th: z.string(),
      short_name: z.string(),
      account_digits: z.array(z.number().int()),
    }),
  ),
  agents: z.array(
    z.object({
      code: z.string().min(1).max(40),
      name: z.string(),
      logo: z.string().default(''),
      line_contact_url: z.string().default(''),
      line_admin_url: z.string().default(''),
      telegram_contact_url: z.string().default(''),
      settings: z.record(z.string(), z.unknown()).default({}),
      bank_accounts: z.array(
        z.object({ bank_code: z.string(), account_number: z.string(), account_name: z.string() }),
      ),
      true_money_accounts: z.array(z.object({ phone: z.string(), account_name: z.string() })),
      notifications: z.array(
        z.object({
          type: z.number().int(),
          image: z.string(),
          link: z.string(),
          title: z.string(),
          description: z.string(),
        }),
      ),
      banners: z.array(
        z.object({
          image: z.string(),
          link: z.string(),
          title: z.string(),
          audience: z.enum(bannerAudiences).default('everyone'),
        }),
      ),
      events: z.array(z.object({ image: z.string(), title: z.string(), link: z.string().default('') })),
      polls: z.array(seedPoll).default([]),
    }),
  ),
});

export type SeedFile = z.infer<typeof seedSchema>;

export const readSeedFile = (path: string): SeedFile => {
  const parsed = seedSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`Seed file ${path} is invalid: ${parsed.error.message}`);
  return parsed.data;
};

/**
 * Idempotent: banks and agents are upserted by code; an agent's content rows (accounts, notifications,
 * banners, events) are written only where the agent has none of that kind yet, so a restart keeps what staff
 * edited and the rows' ids. Members and money are never touched.
 */
export const applySeed = async (
  db: Db,
  seed: SeedFile,
  /** Business time (the server's clock, CLOCK_OFFSET_MS included): the seeded lotto rounds and polls start there. */
  now: Date = new Date(),
): Promise<void> => {
  await db.tx(async (q) => {
    for (const [sort, bank] of seed.banks.entries()) {
      await q.query(
        `INSERT INTO banks (code, name_th, short_name, account_digits, sort) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (code) DO UPDATE SET name_th = $2, short_name = $3, account_digits = $4, sort = $5`,
        [bank.code, bank.name_th, bank.short_name, bank.account_digits, sort],
      );
    }
    const agentIds: number[] = [];
    for (const agent of seed.agents) {
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO agents (code, name, logo, line_contact_url, line_admin_url, telegram_contact_url, settings)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (code) DO UPDATE SET name = $2, logo = $3, line_contact_url = $4, line_admin_url = $5,
           telegram_contact_url = $6, settings = $7
         RETURNING id`,
        [
          agent.code,
          agent.name,
          agent.logo,
          agent.line_contact_url,
          agent.line_admin_url,
          agent.telegram_contact_url,
          JSON.stringify(agent.settings),
        ],
      );
      const agentId = rows[0]!.id;
      // Content is the seed's only while the agent has none of that kind: once staff edit it in the back office
      // (or a restart runs the seed again), it stays as it is, ids included (members remember which
      // announcements they have seen by id).
      const empty = async (table: string) =>
        (await q.query(`SELECT 1 FROM ${table} WHERE agent_id = $1 LIMIT 1`, [agentId])).rows.length === 0;
      if (await empty('agent_bank_accounts'))
        for (const [sort, a] of agent.bank_accounts.entries()) {
          await q.query(
            `INSERT INTO agent_bank_accounts (agent_id, bank_code, account_number, account_name, sort) VALUES ($1, $2, $3, $4, $5)`,
            [agentId, a.bank_code, a.account_number, a.account_name, sort],
          );
        }
      if (await empty('agent_true_money_accounts'))
        for (const [sort, a] of agent.true_money_accounts.entries()) {
          await q.query(
            `INSERT INTO agent_true_money_accounts (agent_id, phone, account_name, sort) VALUES ($1, $2, $3, $4)`,
            [agentId, a.phone, a.account_name, sort],
          );
        }
      if (await empty('agent_notifications'))
        for (const [sort, n] of agent.notifications.entries()) {
          await q.query(
            `INSERT INTO agent_notifications (agent_id, type, image, link, title, description, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [agentId, n.type, n.image, n.link, n.title, n.description, sort],
          );
        }
      if (await empty('agent_banners'))
        for (const [sort, b] of agent.banners.entries()) {
          await q.query(
            `INSERT INTO agent_banners (agent_id, image, link, title, audience, sort) VALUES ($1, $2, $3, $4, $5, $6)`,
            [agentId, b.image, b.link, b.title, b.audience, sort],
          );
        }
      if (await empty('agent_events'))
        for (const [sort, e] of agent.events.entries()) {
          await q.query(
            `INSERT INTO agent_events (agent_id, image, title, link, sort) VALUES ($1, $2, $3, $4, $5)`,
            [agentId, e.image, e.title, e.link, sort],
          );
        }
      await seedPolls(q, agentId, agent.polls, now);
      agentIds.push(agentId);
    }
    await seedLotto(q, agentIds, now);
  });
};
