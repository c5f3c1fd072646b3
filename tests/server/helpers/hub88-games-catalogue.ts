/**
 * The Hub88 stand-in's game list (tests/server/helpers/hub88-games-stand-in.ts): ~300 games of twelve studios a
 * Thai agent site offers, shaped as the Operator API's game list documents a game (server/src/games/hub88/README.md,
 * "Games API"). Names are invented (word pairs), thumbnails drawn by the stand-in: no studio's artwork or marks.
 */
export type StandInGame = {
  game_code: string;
  name: string;
  product: string;
  category: string;
  url_thumb: string;
  url_background: string;
  platforms: string[];
  enabled: boolean;
  freebet_support: boolean;
  demo_game_support: boolean;
  phoenix_jackpot_support: boolean;
  blocked_countries: string[];
  release_date: string;
  volatility: number;
  rtp: string;
  paylines: number | null;
  hit_ratio: string | null;
  certifications: string[];
  languages: string[];
  technology: string[];
  features: string[];
};

type Studio = { product: string; prefix: string; colour: string; categories: string[]; games: number };

const studios: Studio[] = [
  { product: 'PG Soft', prefix: 'pgs', colour: '#f5a623', categories: ['Video Slots'], games: 40 },
  {
    product: 'Pragmatic Play',
    prefix: 'pmp',
    colour: '#ff6f00',
    categories: ['Video Slots', 'Live Dealer'],
    games: 40,
  },
  { product: 'Jili', prefix: 'jil', colour: '#e53935', categories: ['Video Slots', 'Fishing'], games: 30 },
  { product: 'Joker', prefix: 'jkr', colour: '#8e24aa', categories: ['Video Slots', 'Fishing'], games: 25 },
  { product: 'SA Gaming', prefix: 'sag', colour: '#1e88e5', categories: ['Live Dealer'], games: 12 },
  { product: 'Sexy Baccarat', prefix: 'sxb', colour: '#d81b60', categories: ['Live Dealer'], games: 10 },
  {
    product: 'Evolution',
    prefix: 'evo',
    colour: '#00897b',
    categories: ['Live Dealer', 'Game Shows'],
    games: 20,
  },
  {
    product: 'Spadegaming',
    prefix: 'spg',
    colour: '#3949ab',
    categories: ['Video Slots', 'Fishing'],
    games: 25,
  },
  { product: 'Red Tiger', prefix: 'rtg', colour: '#c62828', categories: ['Video Slots'], games: 25 },
  { product: 'Relax Gaming', prefix: 'rlx', colour: '#43a047', categories: ['Video Slots'], games: 20 },
  {
    product: 'Habanero',
    prefix: 'hab',
    colour: '#fb8c00',
    categories: ['Video Slots', 'Table Games'],
    games: 25,
  },
  { product: 'Yggdrasil', prefix: 'ygg', colour: '#6d4c41', categories: ['Video Slots'], games: 20 },
];

const first = [
  'Golden',
  'Lucky',
  'Dragon',
  'Mystic',
  'Royal',
  'Jungle',
  'Ocean',
  'Fortune',
  'Thunder',
  'Lotus',
  'Tiger',
  'Crystal',
  'Sakura',
  'Phoenix',
  'Jade',
  'Silk',
  'Neon',
  'Wild',
  'Ruby',
  'Moon',
  'Temple',
  'Elephant',
  'Mango',
  'Siam',
];
const second = [
  'Treasure',
  'Riches',
  'Empire',
  'Spins',
  'Legends',
  'Palace',
  'Quest',
  'Bonanza',
  'Festival',
  'Koi',
  'Gems',
  'Garden',
  'Nights',
  'Heist',
  'Kingdom',
  'Blaze',
  'Rush',
  'Ways',
  'Express',
  'Harvest',
  'Reels',
  'Voyage',
];
const live = [
  'Baccarat',
  'Speed Baccarat',
  'Roulette',
  'Dragon Tiger',
  'Sic Bo',
  'Blackjack',
  'Fan Tan',
  'Poker',
];
const fishing = [
  'Fishing King',
  'Ocean Hunter',
  'Fish Party',
  'Shark Shooter',
  'Deep Sea Catch',
  'Koi Hunter',
];

const nameOf = (category: string, n: number) => {
  if (category === 'Live Dealer') return `${live[n % live.length]} ${Math.floor(n / live.length) + 1}`;
  if (category === 'Fishing') return `${fishing[n % fishing.length]} ${Math.floor(n / fishing.length) + 1}`;
  if (category === 'Game Shows') return `${first[n % first.length]} Wheel Show`;
  return `${first[(n * 7) % first.length]} ${second[(n * 5 + 3) % second.length]}`;
};

/** The list: deterministic, so two stand-ins (or two runs) list the same games. */
export const standInGames = (baseUrl: string): StandInGame[] =>
  studios.flatMap((studio, s) =>
    Array.from({ length: studio.games }, (_, n) => {
      const category = studio.categories[n % studio.categories.length]!;
      const code = `${studio.prefix}_${nameOf(category, n + s)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '')}${n}`;
      const day = String(1 + ((n * 3 + s) % 28)).padStart(2, '0');
      const month = String(1 + ((n + s) % 12)).padStart(2, '0');
      return {
        game_code: code,
        name: nameOf(category, n + s),
        product: studio.product,
        category,
        url_thumb: `${baseUrl}/thumbs/${code}.svg`,
        url_background: `${baseUrl}/thumbs/${code}.svg?bg=1`,
        platforms: ['GPL_DESKTOP', 'GPL_MOBILE'],
        enabled: true,
        freebet_support: category === 'Video Slots',
        demo_game_support: category !== 'Live Dealer',
        phoenix_jackpot_support: false,
        blocked_countries: [],
        release_date: `${2020 + ((n + s) % 6)}-${month}-${day}`,
        volatility: 1 + ((n + s) % 5),
        rtp: (94 + ((n * 37 + s) % 300) / 100).toFixed(2),
        paylines: category === 'Video Slots' ? 20 + (n % 5) * 5 : null,
        hit_ratio: category === 'Video Slots' ? '25.0' : null,
        certifications: ['MGA'],
        languages: ['en', 'th'],
        technology: ['HTML5'],
        features: n % 4 === 0 ? ['Bonus Buy', 'Free Spins'] : ['Free Spins'],
      };
    }),
  );

/** The studios' names and colours: the demo draws each a logo of its initials (`logoSvg`). */
export const standInStudios = () => studios.map(({ product, colour }) => ({ product, colour }));

/** A logo of initials on the studio's colour (the demo's studio tabs; no studio's own mark). */
export const logoSvg = (name: string, colour: string) => {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<circle cx="48" cy="48" r="46" fill="${colour}"/>
<text x="48" y="58" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${escape(initials)}</text>
</svg>`;
};

/** A game's colour: its studio's. */
export const colourOf = (game: StandInGame) =>
  studios.find((s) => s.product === game.product)?.colour ?? '#555';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The thumbnail the stand-in draws: the studio's colour, the game's name, no artwork of anyone's. */
export const thumbnailSvg = (game: StandInGame) => {
  const colour = colourOf(game);
  const words = game.name.split(' ');
  const lines = words.length > 2 ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')] : [game.name];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/>
<stop offset="1" stop-color="#111"/></linearGradient></defs>
<rect width="400" height="400" rx="32" fill="url(#g)"/>
<circle cx="200" cy="150" r="80" fill="#ffffff" fill-opacity="0.18"/>
${lines
  .map(
    (line, i) =>
      `<text x="200" y="${290 + i * 44}" font-family="sans-serif" font-size="38" font-weight="700" fill="#fff" text-anchor="middle">${escape(line)}</text>`,
  )
  .join('\n')}
<text x="200" y="60" font-family="sans-serif" font-size="22" fill="#fff" fill-opacity="0.8" text-anchor="middle">${escape(game.product)}</text>
</svg>`;
};
