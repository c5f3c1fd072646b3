import { toSatang } from '@contract/money';
import type { QuestAdminInput, QuestAdminItem } from '@contract/rewards/quest-admin';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';
import { findCampaign } from '@server/rewards/campaigns';
import { adminQuests } from './quest-view';
import { questSettings } from '@server/rewards/quests/task';

/** Baht with more than two decimals, or a count that is not whole, is a bad quest, not a server error. */
const satangOf = (baht: number) => {
  try {
    return toSatang(baht);
  } catch {
    return fail('QUEST_INVALID');
  }
};

/** The campaign columns of a quest as the back office sent it; QUEST_INVALID when the parts do not fit. */
const columnsOf = (input: QuestAdminInput) => {
  const { task, reward } = input;
  const money = task.type === 'deposit' || task.type === 'stake';
  const settings = questSettings.safeParse({
    period: input.period,
    task: {
      type: task.type,
      target: money ? satangOf(task.target) : task.target,
      ...(task.type === 'stake' ? { category: task.category } : {}),
      ...(task.type === 'play_game' ? { game_code: task.game_code ?? '' } : {}),
    },
  });
  if (!settings.success) return fail('QUEST_INVALID');
  const amount = reward.type === 'credit' ? satangOf(reward.amount) : 0;
  const freebets = reward.type === 'freebets' ? reward.freebets : null;
  if (reward.type === 'freebets' && !freebets) fail('QUEST_INVALID');
  if (reward.type === 'credit' && amount <= 0) fail('QUEST_INVALID');
  if (reward.type === 'points' && reward.points <= 0) fail('QUEST_INVALID');
  if (input.starts_at && input.ends_at && Date.parse(input.ends_at) <= Date.parse(input.starts_at))
    fail('QUEST_INVALID');
  return {
    name: input.name,
    description: input.description,
    image: input.image,
    status: input.status,
    trigger: task.type === 'login_streak' ? 'login_streak' : 'claim',
    reward: freebets
      ? {
          type: 'freebets',
          game_code: freebets.game_code,
          bet_count: freebets.bet_count,
          bet_value: satangOf(freebets.bet_value),
          valid_days: freebets.valid_days,
          ...(freebets.prepaid_uuid ? { prepaid_uuid: freebets.prepaid_uuid } : {}),
        }
      : reward.type === 'credit'
        ? { type: 'money', wallet_type_id: reward.wallet_type_id, amount }
        : { type: 'points', points: reward.points },
    // Points carry no turnover; credit and free bets' winnings carry what the agent set.
    turnover_multiplier: reward.type === 'points' ? 0 : input.turnover_multiplier,
    turnover_categories: input.turnover_categories,
    total_limit: input.total_limit,
    budget: input.budget === null ? null : satangOf(input.budget),
    starts_at: input.starts_at,
    ends_at: input.ends_at,
    settings: settings.data,
    sort: input.sort,
  };
};

type Columns = ReturnType<typeof columnsOf>;
const columnList = (c: Columns) => [
  c.name,
  c.description,
  c.image,
  c.status,
  c.trigger,
  JSON.stringify(c.reward),
  c.turnover_multiplier,
  c.turnover_categories,
  c.total_limit,
  c.budget,
  c.starts_at,
  c.ends_at,
  JSON.stringify(c.settings),
  c.sort,
];

const itemById = async (q: Queryable, agentId: number, id: number, now: Date): Promise<QuestAdminItem> =>
  (await adminQuests(q, agentId, now)).find((item) => item.id === id) ?? fail('QUEST_NOT_FOUND');

/** A quest of the staff member's agent, unchanged fields kept; audited in the same transaction. */
const lockQuest = async (q: Queryable, agentId: number, id: number) => {
  const campaign = await findCampaign(q, agentId, id, { lock: true });
  return campaign && campaign.kind === 'quest' ? campaign : fail('QUEST_NOT_FOUND');
};

export const createQuest = async (db: Db, by: ByStaff, input: QuestAdminInput, now: Date) => {
  const columns = columnsOf(input);
  return db.tx(async (q) => {
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO reward_campaigns (agent_id, kind, name, description, image, status, trigger, reward,
         turnover_multiplier, turnover_categories, total_limit, budget, starts_at, ends_at, settings, sort,
         created_by)
       VALUES ($1, 'quest', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
      [by.actor.agentId, ...columnList(columns), by.actor.id],
    );
    const id = Number(rows[0]!.id);
    await auditAs(q, by.meta, by.actor, {
      action: 'quest.create',
      targetType: 'reward_campaign',
      targetId: id,
      after: columns,
    });
    return itemById(q, by.actor.agentId, id, now);
  });
};

export const updateQuest = async (db: Db, by: ByStaff, id: number, input: QuestAdminInput, now: Date) => {
  const columns = columnsOf(input);
  return db.tx(async (q) => {
    const before = await lockQuest(q, by.actor.agentId, id);
    const { rows: limits } = await q.query<{ ok: boolean }>(
      `SELECT ($1::int IS NULL OR awarded_count <= $1) AND ($2::bigint IS NULL OR awarded_amount <= $2) AS ok
         FROM reward_campaigns WHERE id = $3`,
      [columns.total_limit, columns.budget, id],
    );
    // A limit below what was already given would break the table's own checks: refused in Thai instead.
    if (!limits[0]?.ok) fail('QUEST_INVALID');
    await q.query(
      `UPDATE reward_campaigns SET name = $2, description = $3, image = $4, status = $5, trigger = $6,
              reward = $7, turnover_multiplier = $8, turnover_categories = $9, total_limit = $10, budget = $11,
              starts_at = $12, ends_at = $13, settings = $14, sort = $15, updated_at = now()
        WHERE id = $1`,
      [id, ...columnList(columns)],
    );
    await auditAs(q, by.meta, by.actor, {
      action: 'quest.update',
      targetType: 'reward_campaign',
      targetId: id,
      before: { name: before.name, status: before.status, reward: before.reward, settings: before.settings },
      after: columns,
    });
    return itemById(q, by.actor.agentId, id, now);
  });
};

/** Pause, resume or end a quest: a paused quest disappears from the member's list and refuses claims. */
export const setQuestStatus = async (
  db: Db,
  by: ByStaff,
  id: number,
  status: 'active' | 'paused' | 'ended',
  now: Date,
) =>
  db.tx(async (q) => {
    const before = await lockQuest(q, by.actor.agentId, id);
    await q.query(`UPDATE reward_campaigns SET status = $2, updated_at = now() WHERE id = $1`, [id, status]);
    await auditAs(q, by.meta, by.actor, {
      action: 'quest.status',
      targetType: 'reward_campaign',
      targetId: id,
      before: { status: before.status },
      after: { status },
    });
    return itemById(q, by.actor.agentId, id, now);
  });
