// @vitest-environment screen
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '@contract/account';
import {
  sessionRefused,
  userCleared,
  userInfoLoaded,
  userLoggedIn,
} from '@features/account/stores/user-store';
import { getBillState, linesAdded, roundLoaded } from '@features/lotto/stores/bill-store';
import { App } from '@liff-app/app/app';
import { queryClient } from '@lib/query-client';
import { installReact19Render } from '@ui/react-19-render';

/**
 * LIFF runs inside LINE, often on a phone more than one person uses: a lotto slip kept on the device (issue 27)
 * comes back to the member whose session ended, and is dropped when another member logs in.
 */
const memberA = { id: 7, username: '0811111111' } as UserInfo;
const memberB = { id: 8, username: '0822222222' } as UserInfo;
const later = () => new Date(Date.now() + 86_400_000).toISOString();

beforeAll(() => installReact19Render());
afterEach(() => {
  cleanup();
  userCleared();
  queryClient.clear();
  roundLoaded(null);
  localStorage.clear();
});

const renderApp = () => {
  const router = createMemoryRouter([{ path: '*', element: <p>LIFF</p> }], {
    initialEntries: ['/liff/lotto/7'],
  });
  render(<App router={router} />);
};

describe('the lotto slip in the LIFF app', () => {
  it('survives the end of the session for the same member, and not a login by another', async () => {
    userLoggedIn({ access_token: 'a1', expires_at: later() });
    userInfoLoaded(memberA);
    renderApp();
    expect(await screen.findByText('LIFF')).toBeTruthy();
    act(() => {
      roundLoaded(7);
      linesAdded([{ betType: 'two_top', number: '45', amount: 10 }]);
    });

    act(() => sessionRefused());
    act(() => userLoggedIn({ access_token: 'a2', expires_at: later() }));
    act(() => userInfoLoaded(memberA));
    act(() => roundLoaded(7));
    expect(getBillState().input.map((line) => line.key)).toEqual(['two_top:45']);

    act(() => userLoggedIn({ access_token: 'b1', expires_at: later() }));
    act(() => roundLoaded(7));
    expect(getBillState().input).toEqual([]);
    act(() => userInfoLoaded(memberB));
    act(() => roundLoaded(7));
    expect(getBillState().input).toEqual([]);
    expect(localStorage.getItem('lotto.slips')).not.toContain('"45"');
  });
});
