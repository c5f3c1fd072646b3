// @vitest-environment screen
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@contract/account';
import { LoginPage } from '@features/account/components/login-page';
import { userCleared, userInfoLoaded, userLoggedIn } from '@features/account/stores/user-store';
import { RoundPage } from '@features/lotto/components/round-page';
import { LottoLinksProvider } from '@features/lotto/links';
import { roundLoaded } from '@features/lotto/stores/bill-store';
import { queryClient } from '@lib/query-client';
import { installReact19Render } from '@ui/react-19-render';
import { App } from '@web/app/app';
import { configureWebApi } from '@web/app/configure-api';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';
import { userInfoOf } from '@tests/shared/features/helpers/user-info';
import { lottoLinks, roundDetail } from '@tests/shared/features/lotto/fixtures';

/**
 * A lotto slip survives the end of a session (issue 27): the member whose session the server refused mid-slip
 * logs in again and finds it on the round. Another member logging in on the same phone finds nothing of it.
 */
const later = () => new Date(Date.now() + 86_400_000).toISOString();
const memberA: UserInfo = userInfoOf({ username: '0811111111', phone: '0811111111' });
const memberB: UserInfo = { ...memberA, id: 8, username: '0822222222', phone: '0822222222' };

beforeAll(() => installReact19Render());
afterEach(() => {
  cleanup();
  userCleared();
  queryClient.clear();
  roundLoaded(null);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterAll(() => new Promise<void>((done) => setTimeout(done, 200)));

const renderApp = () => {
  const router = createMemoryRouter(
    [
      {
        path: '/lotto/7',
        element: (
          <LottoLinksProvider links={lottoLinks}>
            <RoundPage roundId={7} onCreated={() => {}} />
          </LottoLinksProvider>
        ),
      },
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>หน้าอื่น</p> },
    ],
    { initialEntries: ['/lotto/7'] },
  );
  configureWebApi((to) => void router.navigate(to));
  render(<App router={router} />);
  return router;
};

const logIn = async (router: ReturnType<typeof renderApp>) => {
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  // The login page renders in a transition after the round page: give it the time a slow machine needs.
  const phone = await screen.findByPlaceholderText('เบอร์มือถือ 10 หลัก', {}, { timeout: 5000 });
  fireEvent.change(phone, { target: { value: '0811111111' } });
  fireEvent.change(screen.getByPlaceholderText('กรอกรหัสผ่าน'), { target: { value: 'secret123' } });
  fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
};

describe('the lotto slip in the web app', () => {
  it('comes back after the session ended mid-slip, and is gone when another member logs in', async () => {
    let member = memberA;
    fakeServer({
      'GET /api/lotto/round': () => ({ data: roundDetail }),
      'POST /api/lotto/bill/validate': () => ({ status: 401, error: 1401, message: 'x' }),
      'POST /api/login': () => ({ data: { access_token: `tok-${member.id}`, expires_at: later() } }),
      'GET /api/get_user_info': () => ({ data: member }),
    });
    userLoggedIn({ access_token: 'first', expires_at: later() });
    userInfoLoaded(memberA);
    localStorage.setItem(
      'lotto.lastBill',
      JSON.stringify([{ betType: 'two_top', number: '45', amount: 20 }]),
    );
    window.history.replaceState(null, '', '/lotto/7');
    const router = renderApp();

    fireEvent.click(await screen.findByRole('tab', { name: '2 ตัว' }));
    fireEvent.change(screen.getByPlaceholderText('00'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: '19 ประตู' })); // 55 is closed: 18 lines
    expect(screen.getByTestId('open-bill').textContent).toBe('ดูโพย (18)');

    // The session ends as the member checks the slip: the server refuses it and the app goes to the login.
    fireEvent.click(screen.getByTestId('open-bill'));
    fireEvent.click(await screen.findByRole('button', { name: 'ตรวจสอบโพย' }));
    await logIn(router);
    await waitFor(() => expect(router.state.location.pathname).toBe('/lotto/7'));
    await waitFor(() => expect(screen.getByTestId('open-bill').textContent).toBe('ดูโพย (18)'));

    // Member B logs in on the same phone: none of A's slips, nor A's last bill to repeat.
    userCleared();
    member = memberB;
    await act(() => router.navigate('/login'));
    await logIn(router);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
    await act(() => router.navigate('/lotto/7'));
    await waitFor(() => expect(screen.getByTestId('open-bill').textContent).toBe('ดูโพย (0)'));
    expect(localStorage.getItem('lotto.slips')).not.toContain('"number"');
    expect(localStorage.getItem('lotto.lastBill')).toBeNull();
  });
});
