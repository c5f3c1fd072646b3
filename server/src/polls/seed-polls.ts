import { z } from 'zod';
import { toSatang } from '@contract/money';
import { pollPrizeMode, pollQuotaRule } from '@contract/poll/poll';
import type { Queryable } from '@server/db/db';

export const seedPoll = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  description: z.string().default(''),
  image: z.string().default(''),
  open_days: z.number().int().positive(),
  prize_mode: pollPrizeMode.default('none'),
  prize: z.number().min(0).default(0),
  quota_rules: z.array(pollQuotaRule),
  choices: z.array(z.object({ label: z.string(), image: z.string().default('') })).min(2),
});
export type SeedPoll = z.infer<typeof seedPoll>;

/**
 * The demo polls with fixed ids (the event dialog leads to /poll/1). Idempotent: a poll already there is left as
 * it is (members may have voted on it), and the id sequence moves past the seeded ids.
 */
export const seedPolls = async (q: Queryable, agentId: number, polls: SeedPoll[], now: Date) => {
  for (const poll of polls) {
    const { rows } = await q.query(
      `INSERT INTO polls (id, agent_id, title, description, image, status, opens_at, closes_at, prize_mode, prize,
                          quota_rules)
       VALUES ($1, $2, $3, $4, $5, 'open', $6, $6::timestamptz + make_interval(days => $7), $8, $9, $10)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [
        poll.id,
        agentId,
        poll.title,
        poll.description,
        poll.image,
        now,
        poll.open_days,
        poll.prize_mode,
        toSatang(poll.prize),
        JSON.stringify(poll.quota_rules),
      ],
    );
    if (rows.length === 0) continue;
    for (const [sort, choice] of poll.choices.entries()) {
      await q.query(`INSERT INTO poll_choices (poll_id, label, image, sort) VALUES ($1, $2, $3, $4)`, [
        poll.id,
        choice.label,
        choice.image,
        sort,
      ]);
    }
  }
  if (polls.length > 0)
    await q.query(`SELECT setval('polls_id_seq', greatest((SELECT max(id) FROM polls), 1))`);
};
