import { z } from 'zod';

/**
 * The console's providers-and-studios page (issue 30, `games.manage`): each provider's studios
 * (`game_sub_providers`) with status, order, logo and game counts, and the GGR share owed to an aggregator.
 */
const studioStatus = z.enum(['active', 'disabled']);
const sort = z.number().int().min(-10_000).max(10_000);

export const studioAdmin = z.object({
  id: z.number().int(),
  provider_id: z.number().int(),
  provider_code: z.string(),
  code: z.string(),
  name: z.string(),
  logo: z.string(),
  status: studioStatus,
  sort: z.number().int(),
  /** Games of the studio in the catalogue, and how many of them the agent offers. */
  game_count: z.number().int(),
  enabled_count: z.number().int(),
});
export type StudioAdmin = z.infer<typeof studioAdmin>;

const studioFields = z.object({ status: studioStatus, sort, logo: z.string().max(600) });
export type StudioFields = z.infer<typeof studioFields>;
/** The new values and the ones the editor saw (`was`): a row changed meanwhile is refused, never overwritten. */
export const studioInput = studioFields.extend({ was: studioFields });
export type StudioInput = z.infer<typeof studioInput>;

export const studioQuery = z.object({ provider: z.string().max(40).optional() });

export const ggrShare = z.object({
  provider_id: z.number().int(),
  /** null: the aggregator's own share, for every studio without one of its own. */
  sub_provider_id: z.number().int().nullable(),
  /** Percent of GGR, two decimals at most. */
  percent: z.number(),
});
export type GgrShare = z.infer<typeof ggrShare>;
export const ggrShareInput = z.object({
  sub_provider_id: z.number().int().positive().nullable(),
  /** Checked by the server (GAME_SHARE_INVALID in Thai): 0 to 100, two decimals at most. */
  percent: z.number(),
});
export type GgrShareInput = z.infer<typeof ggrShareInput>;
