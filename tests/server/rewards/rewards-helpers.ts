import type { FastifyInstance } from 'fastify';
import type { Campaign } from '@server/rewards';

/** Inserts a campaign of the demo agent with the engine's columns; `fields` overrides any of them. */
export const insertCampaign = async (
  app: FastifyInstance,
  fields: Partial<{
    kind: Campaign['kind'];
    name: string;
    trigger: Campaign['trigger'];
    reward: Campaign['reward'];
    eligibility: Campaign['eligibility'];
    turnover_multiplier: number;
    turnover_includes_deposit: boolean;
    turnover_categories: string[];
    per_member_limit: number | null;
    per_day_limit: number | null;
    total_limit: number | null;
    budget: number | null;
    starts_at: Date | null;
    ends_at: Date | null;
    status: Campaign['status'];
    settings: Record<string, unknown>;
  }> = {},
): Promise<number> => {
  const row = {
    kind: 'promotion',
    name: 'โบนัสทดสอบ',
    trigger: 'claim',
    reward: { type: 'money', wallet_type_id: 1, amount: 10_000 },
    eligibility: {},
    turnover_multiplier: 0,
    turnover_includes_deposit: false,
    turnover_categories: ['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto'],
    per_member_limit: null,
    per_day_limit: null,
    total_limit: null,
    budget: null,
    starts_at: null,
    ends_at: null,
    status: 'active',
    settings: {},
    ...fields,
  };
  const { rows } = await app.db.query<{ id: string }>(
    `INSERT INTO reward_campaigns (agent_id, kind, name, trigger, reward, eligibility, turnover_multiplier,
       turnover_includes_deposit, turnover_categories, per_member_limit, per_day_limit, total_limit, budget,
       starts_at, ends_at, status, settings)
     SELECT id, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16 FROM agents WHERE code = 'demo'
     RETURNING id`,
    [
      row.kind,
      row.name,
      row.trigger,
      JSON.stringify(row.reward),
      JSON.stringify(row.eligibility),
      row.turnover_multiplier,
      row.turnover_includes_deposit,
      row.turnover_categories,
      row.per_member_limit,
      row.per_day_limit,
      row.total_limit,
      row.budget,
      row.starts_at,
      row.ends_at,
      row.status,
      JSON.stringify(row.settings),
    ],
  );
  return Number(rows[0]!.id);
};

export const demoAgentId = async (app: FastifyInstance) => {
  const { rows } = await app.db.query<{ id: number }>(`SELECT id FROM agents WHERE code = 'demo'`);
  return rows[0]!.id;
};
