import type { LaunchInput, ProviderAdapter } from './adapter';

/**
 * The built-in provider serves its games on this origin under `/games/<game_code>/` (see the seamless
 * protocol): a real launch carries the game session token, a demo launch carries `mode=demo` and no token.
 */
export const builtinAdapter: ProviderAdapter = {
  name: 'builtin',
  supports: { launch: true, demo: true, gameList: false, freeBets: false },
  launchLink: ({ game, token, demo, mobile, lang }: LaunchInput) => {
    const params = new URLSearchParams();
    if (demo) params.set('mode', 'demo');
    else if (token) params.set('token', token);
    params.set('lang', lang);
    if (mobile) params.set('mobile', '1');
    return `/games/${encodeURIComponent(game.code)}/?${params.toString()}`;
  },
};
