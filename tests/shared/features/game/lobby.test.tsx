// @vitest-environment screen
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameItem } from '@contract/game';
import { LobbyPage } from '@features/game/components/lobby-page';
import { gameClosed, getGameState } from '@features/game/stores/game-store';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';

const game = (id: string, name: string, overrides: Partial<GameItem> = {}): GameItem => ({
  game_id: id,
  name,
  provider_id: 'builtin',
  provider_name: 'เกมของเว็บ',
  sub_provider_id: '',
  category: 'slot',
  image: `/games/thumbs/${id}.svg`,
  is_hot: false,
  rtp: 96,
  status: 'active',
  ...overrides,
});

const lists: Record<string, GameItem[]> = {
  slot: [game('slot-a', 'สล็อตพญานาคทอง'), game('slot-b', 'สล็อตมังกร')],
  freespin: [game('spin-a', 'สล็อตสงกรานต์ฟรีสปิน', { category: 'freespin' })],
  hot: [game('slot-a', 'สล็อตพญานาคทอง', { is_hot: true })],
  last: [],
};

const lobbyServer = () =>
  fakeServer({
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
    'GET /api/game/lobby': () => ({
      data: {
        providers: [
          {
            provider_id: 'builtin',
            name: 'เกมของเว็บ',
            logo: '/p.svg',
            status: 'active',
            game_count: 3,
            sub_providers: [],
          },
        ],
        hot: lists.hot,
        last: [],
      },
    }),
    'GET /api/game/list': (call) => ({ data: lists[(call.params as { category: string }).category] ?? [] }),
  });

beforeEach(() => localStorage.clear());
// The machine running the suite is shared: give the launch flow time beyond the 1 s default.
const WAIT = { timeout: 5000 };

afterEach(() => {
  act(() => gameClosed());
  cleanup();
  vi.restoreAllMocks();
});

describe('LobbyPage', () => {
  it('shows provider logos, the hot list and the grids of its categories with lazy images', async () => {
    lobbyServer();
    renderScreen(<LobbyPage lobbyKey="slot" isLoggedIn={false} onLoginRequired={() => undefined} />, '/slot');
    expect(await screen.findByText('สล็อตมังกร', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('สล็อตสงกรานต์ฟรีสปิน', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: /เกมของเว็บ/ })).toBeTruthy();
    expect(screen.getByLabelText('เกมยอดนิยม')).toBeTruthy();
    // A hot game's badge is Thai (issue 27), not "HOT".
    const badges = [...document.querySelectorAll('.game-card__badge')].map((badge) => badge.textContent);
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(['ฮิต']));
    const image = screen.getAllByAltText('สล็อตมังกร')[0]!;
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('keeps each category list in the lobby cache (localStorage "lobby")', async () => {
    lobbyServer();
    renderScreen(<LobbyPage lobbyKey="slot" isLoggedIn={false} onLoginRequired={() => undefined} />, '/slot');
    await screen.findByText('สล็อตมังกร', {}, WAIT);
    await waitFor(() => {
      const cache = JSON.parse(localStorage.getItem('lobby') ?? '{}');
      expect(cache.slot.games.map((g: GameItem) => g.game_id)).toEqual(['slot-a', 'slot-b']);
      expect(cache.hot.games).toHaveLength(1);
    }, WAIT);
  });

  it('filters the grids by the search text', async () => {
    lobbyServer();
    renderScreen(<LobbyPage lobbyKey="slot" isLoggedIn={false} onLoginRequired={() => undefined} />, '/slot');
    await screen.findByText('สล็อตมังกร', {}, WAIT);
    fireEvent.change(screen.getByPlaceholderText('ค้นหาเกม'), { target: { value: 'มังกร' } });
    await waitFor(() => expect(screen.queryByText('สล็อตสงกรานต์ฟรีสปิน')).toBeNull(), WAIT);
    expect(screen.getByText('สล็อตมังกร')).toBeTruthy();
  });

  it('sends a guest who taps play to log in, and lets them play the demo', async () => {
    lobbyServer();
    const onLoginRequired = vi.fn();
    renderScreen(<LobbyPage lobbyKey="slot" isLoggedIn={false} onLoginRequired={onLoginRequired} />, '/slot');
    await screen.findByText('สล็อตมังกร', {}, WAIT);
    const card = screen.getByText('สล็อตมังกร').closest('article')!;
    fireEvent.click(card.querySelector('.game-card__play')!);
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(getGameState().selectedGame).toBeNull();
    fireEvent.click(card.querySelector('.game-card__demo')!);
    expect(getGameState().selectedGame).toMatchObject({ game_id: 'slot-b', is_demo: true, source: 'slot' });
  });

  it('selects a real launch for a member', async () => {
    lobbyServer();
    renderScreen(<LobbyPage lobbyKey="slot" isLoggedIn onLoginRequired={() => undefined} />, '/slot');
    await screen.findByText('สล็อตมังกร', {}, WAIT);
    fireEvent.click(screen.getByText('สล็อตมังกร').closest('article')!.querySelector('.game-card__play')!);
    expect(getGameState().selectedGame).toMatchObject({
      game_id: 'slot-b',
      provider_id: 'builtin',
      is_demo: false,
    });
  });
});
