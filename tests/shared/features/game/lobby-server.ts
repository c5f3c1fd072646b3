import type { GameItem } from '@contract/game';
import { fakeServer } from '../helpers/fake-server';

/** 1,000 games of 12 studios, as the lobby's server would answer them. */
export const catalogue: GameItem[] = Array.from({ length: 1000 }, (_, i) => ({
  game_id: `lt-${i + 1}`,
  name: i % 2 ? `มังกรทอง ${i + 1}` : `เสือดาว ${i + 1}`,
  provider_id: 'lobbytest',
  provider_name: 'Lobby Test',
  sub_provider_id: `studio${1 + (i % 12)}`,
  category: 'slot',
  image: `/thumbs/lt-${i + 1}.webp`,
  is_hot: i % 25 === 0,
  // A live table's kind: no demo play.
  demo: i !== 1,
  rtp: 96.5,
  status: 'active',
}));
const studios = Array.from({ length: 12 }, (_, s) => ({
  provider_id: 'lobbytest',
  studio_id: `studio${s + 1}`,
  name: `Studio ${s + 1}`,
  logo: `/studios/studio${s + 1}.webp`,
  game_count: catalogue.filter((game) => game.sub_provider_id === `studio${s + 1}`).length,
}));

export type Params = Record<string, string | number | undefined>;
/** The lobby's endpoints over `catalogue` (fake-server.ts: the app's own axios client, its adapter replaced). */
export const lobbyServer = (overrides: Parameters<typeof fakeServer>[0] = {}) => {
  const favourites: GameItem[] = [];
  const server = fakeServer({
    'GET /api/lobby/configs': () => ({
      data: {
        lobby_key: 'slot',
        title: 'สล็อต',
        categories: ['slot', 'freespin'],
        show_hot: true,
        show_last: true,
        show_search: true,
      },
    }),
    'GET /api/game/studios': () => ({ data: studios }),
    'GET /api/game/page': (call) => {
      const p = call.params as Params;
      let list = catalogue.filter((game) => !p.studio || game.sub_provider_id === p.studio);
      if (p.shelf === 'hot') list = list.filter((game) => game.is_hot);
      if (p.shelf === 'new') list = list.slice(-20).reverse();
      const offset = Number(p.offset);
      return { data: { games: list.slice(offset, offset + Number(p.limit)), total: list.length } };
    },
    'GET /api/game/search': (call) => {
      const q = String((call.params as Params).q);
      const games = catalogue.filter((game) => game.name.replace(/\s+/g, '').includes(q));
      return { data: { games: games.slice(0, 40), more: games.length > 40 } };
    },
    'GET /api/game/list': () => ({ data: [] }),
    'GET /api/game/favourites': () => ({ data: favourites }),
    'POST /api/game/favourite': (call) => {
      const body = call.body as { game_id: string; favourite: boolean };
      const game = catalogue.find((item) => item.game_id === body.game_id)!;
      if (body.favourite) favourites.unshift(game);
      return { data: { favourite: body.favourite, count: favourites.length } };
    },
    ...overrides,
  });
  return server;
};
