// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@contract/account';
import { configureApi } from '@lib/api';
import { ProfilePage } from '@features/account/components/profile-page';
import {
  getAccessToken,
  getUserSnapshot,
  userCleared,
  userLoggedIn,
} from '@features/account/stores/user-store';
import { fakeServer } from './helpers/fake-server';
import { renderScreen } from './helpers/render-screen';

const info: UserInfo = {
  id: 7,
  agent_code: 'demo',
  username: '0812345678',
  phone: '0812345678',
  full_name: 'สมชาย ใจดี',
  bank_code: 'SCB',
  bank_name: 'ธนาคารไทยพาณิชย์',
  bank_account: 'xxxxxx7890',
  line_id: 'somchai',
  line_linked: true,
  vip_level: 2,
  referral_code: 'AB12CD',
  created_at: '2026-11-01T03:00:00Z',
};

beforeEach(() => {
  configureApi({ getToken: getAccessToken });
  userLoggedIn({ access_token: 'tok', expires_at: new Date(Date.now() + 86_400_000).toISOString() });
});
afterEach(() => {
  cleanup();
  userCleared();
});

describe('ProfilePage', () => {
  it('shows the member info with the masked bank account, LINE status, VIP level and referral code', async () => {
    fakeServer({ 'GET /api/get_user_info': () => ({ data: info }) });
    renderScreen(<ProfilePage />, '/member/profile');
    const card = await screen.findByTestId('profile-info');
    expect(card.textContent).toContain('สมชาย ใจดี');
    expect(card.textContent).toContain('xxxxxx7890');
    expect(card.textContent).toContain('ธนาคารไทยพาณิชย์');
    expect(card.textContent).toContain('เชื่อมต่อแล้ว');
    expect(card.textContent).toContain('ฮีโร่');
    expect(card.textContent).toContain('AB12CD');
    expect(screen.getByTestId('profile-referral-link').textContent).toMatch(/\/register\?ref=AB12CD$/);
    expect(card.textContent).toContain('01/11/2569');
  });

  it('changes the password and keeps the fresh session the server answers', async () => {
    const fresh = { access_token: 'fresh', expires_at: new Date(Date.now() + 86_400_000).toISOString() };
    const server = fakeServer({
      'GET /api/get_user_info': () => ({ data: info }),
      'POST /api/member/change_password': () => ({ data: fresh }),
    });
    renderScreen(<ProfilePage />, '/member/profile');
    await screen.findByTestId('profile-info');
    fireEvent.change(screen.getByPlaceholderText('กรอกรหัสผ่านเดิม'), { target: { value: 'oldpass123' } });
    fireEvent.change(screen.getByPlaceholderText('ตั้งรหัสผ่านใหม่'), { target: { value: 'newpass456' } });
    fireEvent.change(screen.getByPlaceholderText('กรอกรหัสผ่านอีกครั้ง'), { target: { value: 'newpass456' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    await waitFor(() => expect(getAccessToken()).toBe('fresh'));
    expect(server.callsTo('POST /api/member/change_password')[0]?.body).toEqual({
      old_password: 'oldpass123',
      new_password: 'newpass456',
    });
  });

  it('logs out after confirmation, goes home and clears the user', async () => {
    const server = fakeServer({
      'GET /api/get_user_info': () => ({ data: info }),
      'POST /api/logout': () => ({ data: null }),
    });
    const { router } = renderScreen(<ProfilePage />, '/member/profile');
    await screen.findByTestId('profile-info');
    fireEvent.click(screen.getByRole('button', { name: 'ออกจากระบบ' }));
    expect(await screen.findByText('ต้องการออกจากระบบใช่หรือไม่?')).toBeTruthy();
    expect(server.callsTo('POST /api/logout')).toHaveLength(0);
    const buttons = await screen.findAllByRole('button', { name: 'ออกจากระบบ' });
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.callsTo('POST /api/logout')).toHaveLength(1);
    expect(getUserSnapshot().authUser).toBeNull();
    expect(getUserSnapshot().userInfo).toBeNull();
  });
});
