import { z } from 'zod';
import { agentCodeSchema, idString } from './common';
import { gameItem, type GameCategory } from './game';

/**
 * The lobby of hundreds of games (issue 30): studio tabs, pages of the grid, search, hot and new shelves, and a
 * member's favourites. Each call answers only what one screen shows.
 */
export const LOBBY_PAGE_SIZE = 48;
export const LOBBY_SHELF_SIZE = 12;
/** Search: at least this many characters once spaces are taken out, at most this many games answered. */
export const GAME_SEARCH_MIN = 2;
export const GAME_SEARCH_LIMIT = 40;
export const FAVOURITES_LIMIT = 200;
/** A game released in the last this many days is new; when none is, the newest few are. */
export const NEW_GAME_DAYS = 30;

const categoryList = /^(slot|casino|fishing|freespin|sport)(,(slot|casino|fishing|freespin|sport)){0,4}$/;
/** The lobby's categories as one comma-separated parameter (`slot,freespin`); none means every category. */
const categories = z
  .string()
  .regex(categoryList)
  .transform((value) => [...new Set(value.split(','))] as GameCategory[])
  .optional();

const studioRef = {
  /** The aggregator's (or the built-in provider's) code. */
  provider: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/)
    .optional(),
  /** The studio's code within its provider; '' for a provider's games without a studio. */
  studio: idString.optional(),
};

export const studioListQuery = z.object({ categories, agent_code: agentCodeSchema.optional() });
const studioItem = z.object({
  provider_id: z.string(),
  /** '' when the tab is a provider's own games (the built-in provider has no studios). */
  studio_id: z.string(),
  name: z.string(),
  logo: z.string(),
  game_count: z.number().int(),
});
export type StudioItem = z.infer<typeof studioItem>;
export const studioListAnswer = z.array(studioItem);

export const gamePageQuery = z.object({
  categories,
  ...studioRef,
  /** `hot`: the agent's hot games; `new`: the newest first (NEW_GAME_DAYS); `all`: the lobby's order. */
  shelf: z.enum(['all', 'hot', 'new']).default('all'),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(LOBBY_PAGE_SIZE).default(LOBBY_PAGE_SIZE),
  agent_code: agentCodeSchema.optional(),
});
export type GamePageQuery = z.infer<typeof gamePageQuery>;
export const gamePageAnswer = z.object({
  games: z.array(gameItem),
  /** How many games the whole list has (the grid's height before its pages load). */
  total: z.number().int(),
});
export type GamePage = z.infer<typeof gamePageAnswer>;

export const gameSearchQuery = z.object({
  /** Thai or English name, any case, spaces ignored. */
  q: z.string().max(60),
  categories,
  agent_code: agentCodeSchema.optional(),
});
export const gameSearchAnswer = z.object({
  games: z.array(gameItem),
  /** More games match than GAME_SEARCH_LIMIT: the member should type more. */
  more: z.boolean(),
});
export type GameSearch = z.infer<typeof gameSearchAnswer>;

export const favouriteListQuery = z.object({ categories });
export const favouriteListAnswer = z.array(gameItem);
export const favouriteBody = z.object({
  game_id: idString.min(1),
  provider_id: idString.min(1),
  /** true adds the game to the member's favourites, false takes it out; either twice is the same as once. */
  favourite: z.boolean(),
});
export const favouriteAnswer = z.object({ favourite: z.boolean(), count: z.number().int() });
