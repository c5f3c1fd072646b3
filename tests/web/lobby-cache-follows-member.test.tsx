// @vitest-environment screen
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameItem } from '@contract/game';
import { userCleared, userLoggedIn } from '@features/account/stores/user-store';
import { useGameListQuery } from '@features/game/api/get-game-list';
import { gameKeys } from '@features/game/api/keys';
import { cachedList, listCached } from '@features/game/stores/lobby-cache';
import { queryClient } from '@lib/query-client';
import { installReact19Render } from '@ui/react-19-render';
import { App } from '@web/app/app';
import { MenuDialog } from '@web/app/components/menu-dialog';
import { answerApi } from './helpers/render-app';

/**
 * The lobby keeps each list in localStorage `lobby` (SPEC §3), the member's last played games included. On a
 * shared phone the next person must not see them: a logout through the app's menu leaves no last played list,
 * neither stored nor in the query cache.
 */
const played: GameItem = {
  game_id: 'slot-last',
  name: 'เกมที่เล่นล่าสุด',
  provider_id: 'builtin',
  provider_name: 'Built-in',
  sub_provider_id: '',
  category: 'slot',
  image: '/g.svg',
  is_hot: false,
  demo: true,
  rtp: 96,
  status: 'active',
};

const LastPlayed = () => {
  const list = useGameListQuery({ category: 'last' });
  return <p data-testid="last-played">{list.data?.map((game) => game.name).join(',')}</p>;
};

beforeAll(() => installReact19Render());
afterEach(() => {
  cleanup();
  userCleared();
  queryClient.clear();
  localStorage.clear();
});

describe('the lobby cache in the web app', () => {
  it('keeps no last played list after the member logs out through the menu', async () => {
    answerApi({ '/api/logout': null, '/api/game/list': [played] });
    userLoggedIn({ access_token: 't', expires_at: new Date(Date.now() + 86_400_000).toISOString() });
    listCached('last', [played]);
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>home page</p> },
        {
          path: '*',
          element: (
            <>
              <LastPlayed />
              <MenuDialog visible onClose={() => undefined} />
            </>
          ),
        },
      ],
      { initialEntries: ['/member/profile'] },
    );
    render(<App router={router} />);
    // At start the member's own list paints from the cache: it is theirs.
    expect(screen.getByTestId('last-played').textContent).toBe(played.name);
    await waitFor(() =>
      expect(queryClient.getQueryState(gameKeys.list({ category: 'last' }))?.status).toBe('success'),
    );

    fireEvent.click(screen.getByTestId('logout-button'));
    const confirm = await screen.findByText('ต้องการออกจากระบบใช่หรือไม่?');
    fireEvent.click(within(confirm.closest('.adm-dialog') as HTMLElement).getByText('ออกจากระบบ'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));

    expect(cachedList('last')).toBeUndefined();
    expect(queryClient.getQueryData(gameKeys.list({ category: 'last' }))).toBeUndefined();
  });
});
