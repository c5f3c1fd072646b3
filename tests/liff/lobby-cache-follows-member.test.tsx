// @vitest-environment screen
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameItem } from '@contract/game';
import { LogoutButton } from '@features/account/components/logout-button';
import { userCleared, userLoggedIn } from '@features/account/stores/user-store';
import { useGameListQuery } from '@features/game/api/get-game-list';
import { gameKeys } from '@features/game/api/keys';
import { cachedList, listCached } from '@features/game/stores/lobby-cache';
import { App } from '@liff-app/app/app';
import { liffPaths } from '@liff-app/app/paths';
import { api } from '@lib/api';
import { queryClient } from '@lib/query-client';
import { installReact19Render } from '@ui/react-19-render';
import { fakeAdapter } from '@tests/shared/lib/fake-adapter';

/**
 * LIFF runs inside LINE, often on a phone more than one person uses: the member's last played games, kept in the
 * lobby cache (localStorage `lobby`), are gone after a logout from the profile's button.
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

beforeAll(() => {
  installReact19Render();
  api.defaults.adapter = async (config) => {
    const data = config.url?.startsWith('/api/game/list') ? [played] : null;
    return fakeAdapter(200, { error: 0, message: '', data })(config);
  };
});
afterEach(() => {
  cleanup();
  userCleared();
  queryClient.clear();
  localStorage.clear();
});

describe('the lobby cache in the LIFF app', () => {
  it('keeps no last played list after the member logs out from the profile', async () => {
    userLoggedIn({ access_token: 't', expires_at: new Date(Date.now() + 86_400_000).toISOString() });
    listCached('last', [played]);
    const router = createMemoryRouter(
      [
        { path: liffPaths.home, element: <p>LIFF home</p> },
        {
          path: '*',
          element: (
            <>
              <LastPlayed />
              <LogoutButton />
            </>
          ),
        },
      ],
      { initialEntries: ['/liff/profile'] },
    );
    render(<App router={router} />);
    expect(screen.getByTestId('last-played').textContent).toBe(played.name);
    await waitFor(() =>
      expect(queryClient.getQueryState(gameKeys.list({ category: 'last' }))?.status).toBe('success'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'ออกจากระบบ' }));
    const confirm = await screen.findByText('ต้องการออกจากระบบใช่หรือไม่?');
    fireEvent.click(within(confirm.closest('.adm-dialog') as HTMLElement).getByText('ออกจากระบบ'));
    await waitFor(() => expect(router.state.location.pathname).toBe(liffPaths.home));

    expect(cachedList('last')).toBeUndefined();
    expect(queryClient.getQueryData(gameKeys.list({ category: 'last' }))).toBeUndefined();
  });
});
