import { z } from 'zod';
import { gameCategory } from '../game';

const sort = z.number().int().min(-10_000).max(10_000);
export const gameAdminIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const providerStatus = z.enum(['active', 'maintenance', 'disabled']);
export const providerAdmin = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  logo: z.string(),
  status: providerStatus,
  sort: z.number().int(),
  game_count: z.number().int(),
  enabled_count: z.number().int(),
});
export type ProviderAdmin = z.infer<typeof providerAdmin>;
const providerFields = z.object({ status: providerStatus, sort });
/** `was`: the values the editor saw; when given, a provider changed meanwhile is refused (GAME_EDIT_CONFLICT). */
export const providerInput = providerFields.extend({ was: providerFields.optional() });
export type ProviderInput = z.infer<typeof providerInput>;

export const gameAdminQuery = z.object({
  provider: z.string().max(40).optional(),
  category: gameCategory.optional(),
  q: z.string().trim().max(60).optional(),
});
export const gameAdmin = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  provider_code: z.string(),
  category: gameCategory,
  image: z.string(),
  /** The catalogue's own status (the provider's platform setting). */
  status: providerStatus,
  /** The agent's: offered to its members, on its hot list, its order (smaller first). */
  enabled: z.boolean(),
  hot: z.boolean(),
  sort: z.number().int(),
});
export type GameAdmin = z.infer<typeof gameAdmin>;
const gameFields = z.object({ enabled: z.boolean(), hot: z.boolean(), sort });
/** `was`: the values the editor saw; when given, a game changed meanwhile is refused (GAME_EDIT_CONFLICT). */
export const gameInput = gameFields.extend({ was: gameFields.optional() });
export type GameInput = z.infer<typeof gameInput>;
