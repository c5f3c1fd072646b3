import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { gameCategory } from '@contract/game';

/**
 * The built-in provider's games as it publishes them in `games/catalogue.json` (written by the provider; the
 * platform reads it the way it would import an outside provider's game list). Until that file exists the
 * agreed codes below are used.
 */
const catalogueGame = z.object({
  code: z.string().regex(/^[a-z0-9_-]{1,100}$/),
  name_th: z.string().min(1),
  category: gameCategory,
  image: z.string().default(''),
  hot: z.boolean().default(false),
  rtp: z.number().nullable().optional(),
  /** The most one round can pay, as a multiple of its stakes (stake included): the platform's settlement cap. */
  max_win_multiplier: z.number().positive().optional(),
});
type CatalogueGame = z.infer<typeof catalogueGame>;

const catalogueProvider = z.object({ name_th: z.string().min(1), logo: z.string().default('') });
const catalogueFile = z.object({ provider: catalogueProvider.optional(), games: z.array(catalogueGame) });
export type BuiltinCatalogue = { provider: { name: string; logo: string }; games: CatalogueGame[] };

export const BUILTIN_PROVIDER_CODE = 'builtin';

/** The settlement cap of a game whose provider publishes no maximum win (also the column's default, 0510). */
export const DEFAULT_MAX_WIN_MULTIPLIER = 1000;
const agreedProvider = { name: 'เกมของเว็บ', logo: '/games/thumbs/provider-builtin.svg' };

const agreedGames: CatalogueGame[] = [
  {
    code: 'builtin-slot-thai',
    name_th: 'สล็อตไทยแลนด์',
    category: 'slot',
    image: '/games/thumbs/builtin-slot-thai.svg',
    hot: true,
    max_win_multiplier: 1020,
  },
  {
    code: 'builtin-slot-freespin',
    name_th: 'สล็อตฟรีสปิน',
    category: 'freespin',
    image: '/games/thumbs/builtin-slot-freespin.svg',
    hot: true,
    max_win_multiplier: 12180,
  },
  {
    code: 'builtin-baccarat',
    name_th: 'บาคาร่า',
    category: 'casino',
    image: '/games/thumbs/builtin-baccarat.svg',
    hot: true,
    max_win_multiplier: 9,
  },
  {
    code: 'builtin-roulette',
    name_th: 'รูเล็ต',
    category: 'casino',
    image: '/games/thumbs/builtin-roulette.svg',
    hot: false,
    max_win_multiplier: 36,
  },
  {
    code: 'builtin-fishing',
    name_th: 'ยิงปลา',
    category: 'fishing',
    image: '/games/thumbs/builtin-fishing.svg',
    hot: false,
    max_win_multiplier: 300,
  },
  {
    code: 'builtin-football',
    name_th: 'ฟุตบอลเสมือนจริง',
    category: 'sport',
    image: '/games/thumbs/builtin-football.svg',
    hot: false,
    max_win_multiplier: 5,
  },
];

export const readBuiltinCatalogue = (
  path = resolve(process.cwd(), 'games/catalogue.json'),
): BuiltinCatalogue => {
  if (!existsSync(path)) return { provider: agreedProvider, games: agreedGames };
  const parsed = catalogueFile.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path} is not a valid game catalogue: ${parsed.error.message}`);
  const { provider, games } = parsed.data;
  return { provider: provider ? { name: provider.name_th, logo: provider.logo } : agreedProvider, games };
};
