// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@lib/api';
import { ProfilePage } from '@features/account/components/profile-page';
import { getAccessToken, userCleared, userLoggedIn } from '@features/account/stores/user-store';
import { fakeServer } from './helpers/fake-server';
import { renderScreen } from './helpers/render-screen';
import { userInfoOf } from './helpers/user-info';

beforeEach(() => {
  configureApi({ getToken: getAccessToken });
  userLoggedIn({ access_token: 'tok', expires_at: new Date(Date.now() + 86_400_000).toISOString() });
});
afterEach(() => {
  cleanup();
  userCleared();
});

const prefs = { money: true, lotto: true, rewards: false };

describe('the profile’s LINE notifications', () => {
  it('shows a switch per category while LINE is linked, and saves the one the member turns', async () => {
    const server = fakeServer({
      'GET /api/get_user_info': () => ({ data: userInfoOf({ line_id: 'somchai', line_linked: true }) }),
      'GET /api/member/line/messages': () => ({ data: { linked: true, prefs } }),
      'POST /api/member/line/messages': () => ({
        data: { linked: true, prefs: { ...prefs, rewards: true } },
      }),
    });
    renderScreen(<ProfilePage />, '/member/profile');
    const box = await screen.findByTestId('line-messages');
    await waitFor(() => expect(box.textContent).toContain('ฝากและถอนเงิน'));
    expect(box.textContent).toContain('การแจ้งเตือนทาง LINE');
    expect(box.textContent).toContain('หวย');
    expect(box.textContent).toContain('รางวัลและโปรโมชั่น');
    const rewards = screen.getByTestId('line-messages-rewards');
    expect(rewards.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('line-messages-money').getAttribute('aria-checked')).toBe('true');

    fireEvent.click(rewards);
    await waitFor(() => expect(server.callsTo('POST /api/member/line/messages')).toHaveLength(1));
    expect(server.callsTo('POST /api/member/line/messages')[0]?.body).toEqual({ rewards: true });
    await waitFor(() =>
      expect(screen.getByTestId('line-messages-rewards').getAttribute('aria-checked')).toBe('true'),
    );
  });

  it('says that rewards are not sent while the member takes a break or excluded themself', async () => {
    fakeServer({
      'GET /api/get_user_info': () => ({ data: userInfoOf({ line_id: 'somchai', line_linked: true }) }),
      'GET /api/member/line/messages': () => ({ data: { linked: true, prefs } }),
    });
    renderScreen(<ProfilePage />, '/member/profile');
    const box = await screen.findByTestId('line-messages');
    // The server never sends marketing then (line_member_agent): a member who turns it on should not wait for it.
    await waitFor(() => expect(box.textContent).toContain('ไม่ส่งระหว่างพักการเล่นหรือระงับการเล่นด้วยตนเอง'));
  });

  it('tells a member who blocked the official account why nothing comes, and how to get the messages again', async () => {
    fakeServer({
      'GET /api/get_user_info': () => ({ data: userInfoOf({ line_id: 'somchai', line_linked: true }) }),
      'GET /api/member/line/messages': () => ({ data: { linked: true, blocked: true, prefs } }),
    });
    renderScreen(<ProfilePage />, '/member/profile');
    const notice = await screen.findByTestId('line-messages-blocked');
    expect(notice.textContent).toContain('บล็อก');
    expect(notice.textContent).toContain('ปลดบล็อก');
    // The choices stay the member's to make meanwhile.
    expect(screen.getByTestId('line-messages-money')).toBeTruthy();
  });

  it('says nothing of blocking to a member who did not block it', async () => {
    fakeServer({
      'GET /api/get_user_info': () => ({ data: userInfoOf({ line_id: 'somchai', line_linked: true }) }),
      'GET /api/member/line/messages': () => ({ data: { linked: true, prefs } }),
    });
    renderScreen(<ProfilePage />, '/member/profile');
    await screen.findByTestId('line-messages-money');
    expect(screen.queryByTestId('line-messages-blocked')).toBeNull();
  });

  it('without LINE shows a hint to link it, and asks nothing', async () => {
    const server = fakeServer({
      'GET /api/get_user_info': () => ({ data: userInfoOf() }),
      'GET /api/member/line/messages': () => ({ data: { linked: false, prefs } }),
    });
    renderScreen(<ProfilePage />, '/member/profile');
    const hint = await screen.findByTestId('line-messages-hint');
    expect(hint.textContent).toContain('เชื่อมต่อ LINE เพื่อรับการแจ้งเตือน');
    expect(screen.queryByTestId('line-messages')).toBeNull();
    expect(server.callsTo('GET /api/member/line/messages')).toHaveLength(0);
  });
});
