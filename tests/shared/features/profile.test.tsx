// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
import { userInfoOf } from './helpers/user-info';

const info = userInfoOf({ line_id: 'somchai', line_linked: true, vip_level: 2 });

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

const unlinked = userInfoOf();
const linked = userInfoOf({ line_linked: true });
const AUTHORIZE = 'https://access.line.me/oauth2/v2.1/authorize?response_type=code&state=s1';

const typePassword = (value: string) =>
  fireEvent.change(screen.getByPlaceholderText('รหัสผ่านของบัญชีนี้'), { target: { value } });

describe('the web profile connects LINE with LINE Login', () => {
  it('asks for the password, then sends the browser to the authorize URL the server answers', async () => {
    const server = fakeServer({
      'GET /api/get_user_info': () => ({ data: unlinked }),
      'POST /api/member/line/link/start': () => ({ data: { authorize_url: AUTHORIZE, expires_in: 600 } }),
    });
    const left: string[] = [];
    renderScreen(<ProfilePage leaveFor={(url) => left.push(url)} />, '/member/profile');
    expect((await screen.findByTestId('profile-info')).textContent).toContain('ยังไม่เชื่อมต่อ');
    expect(screen.queryByTestId('line-unlink')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'เชื่อมต่อ LINE' }));
    expect(await screen.findByText('กรุณากรอกรหัสผ่าน')).toBeTruthy();
    expect(server.callsTo('POST /api/member/line/link/start')).toHaveLength(0);

    typePassword('secret1234');
    fireEvent.click(screen.getByRole('button', { name: 'เชื่อมต่อ LINE' }));
    await waitFor(() => expect(left).toEqual([AUTHORIZE]));
    expect(server.callsTo('POST /api/member/line/link/start')[0]?.body).toEqual({ password: 'secret1234' });
  });

  it('shows the server refusal in Thai and stays on the profile', async () => {
    fakeServer({
      'GET /api/get_user_info': () => ({ data: unlinked }),
      'POST /api/member/line/link/start': () => ({ error: 2012, message: 'รหัสผ่านเดิมไม่ถูกต้อง' }),
    });
    const left: string[] = [];
    renderScreen(<ProfilePage leaveFor={(url) => left.push(url)} />, '/member/profile');
    await screen.findByTestId('line-connect');
    typePassword('wrong12345');
    fireEvent.click(screen.getByRole('button', { name: 'เชื่อมต่อ LINE' }));
    expect((await screen.findByRole('alert')).textContent).toBe('รหัสผ่านเดิมไม่ถูกต้อง');
    expect(left).toEqual([]);
  });

  it('says in Thai how the trip to LINE ended when the callback brings the member back', async () => {
    fakeServer({ 'GET /api/get_user_info': () => ({ data: linked }) });
    renderScreen(<ProfilePage />, '/member/profile', '/member/profile?line=linked');
    expect((await screen.findByTestId('line-link-outcome')).textContent).toBe('เชื่อมต่อ LINE กับบัญชีของคุณแล้ว');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByTestId('line-connect')).toBeNull();
    cleanup();

    fakeServer({ 'GET /api/get_user_info': () => ({ data: unlinked }) });
    renderScreen(<ProfilePage />, '/member/profile', '/member/profile?line=already_linked');
    const refused = await screen.findByTestId('line-link-outcome');
    expect(refused.textContent).toBe('บัญชี LINE นี้ผูกกับสมาชิกคนอื่นแล้ว กรุณาใช้บัญชี LINE อื่น');
    expect(refused.getAttribute('role')).toBe('alert');
    expect(await screen.findByRole('button', { name: 'เชื่อมต่อ LINE' })).toBeTruthy();
    cleanup();

    fakeServer({ 'GET /api/get_user_info': () => ({ data: unlinked }) });
    renderScreen(<ProfilePage />, '/member/profile', '/member/profile?line=<script>');
    await screen.findByTestId('line-connect');
    expect(screen.queryByTestId('line-link-outcome')).toBeNull();
  });
});

describe('the LIFF profile connects the LINE account it is open in', () => {
  it('after unlinking, links the LINE user of the LIFF session again with its ID token and the password', async () => {
    let current = linked;
    const server = fakeServer({
      'GET /api/get_user_info': () => ({ data: current }),
      'POST /api/auth/line/unlink': () => {
        current = unlinked;
        return { data: { line_linked: false } };
      },
      'POST /api/auth/line/link': () => {
        current = linked;
        return { data: { line_linked: true, profile: { name: 'สมชาย LINE', picture: '' } } };
      },
    });
    let tokens = 0;
    const liffIdToken = async () => `liff-id-token-${++tokens}`;
    renderScreen(<ProfilePage liffIdToken={liffIdToken} />, '/liff/profile');

    // A loaded machine (the whole suite on two cores) may take more than the default second to get there.
    const wait = { timeout: 5000 };
    fireEvent.click(await screen.findByTestId('line-unlink', {}, wait));
    const confirms = await screen.findAllByRole('button', { name: 'ยืนยัน' }, wait);
    fireEvent.click(confirms[confirms.length - 1]!);
    const connect = await screen.findByRole('button', { name: 'เชื่อมต่อบัญชี LINE นี้' }, wait);
    expect(screen.getByTestId('profile-info').textContent).toContain('ยังไม่เชื่อมต่อ');
    expect(screen.queryByRole('button', { name: 'เชื่อมต่อ LINE' })).toBeNull();

    typePassword('secret1234');
    fireEvent.click(connect);
    await waitFor(() => expect(screen.queryByTestId('line-connect')).toBeNull());
    expect(server.callsTo('POST /api/auth/line/link')[0]?.body).toEqual({
      id_token: 'liff-id-token-1',
      password: 'secret1234',
    });
    expect(await screen.findByTestId('line-unlink')).toBeTruthy();
    expect(screen.getByTestId('profile-info').textContent).toContain('เชื่อมต่อแล้ว');
  });

  it('says so in Thai when LIFF has no ID token, and sends nothing', async () => {
    const server = fakeServer({ 'GET /api/get_user_info': () => ({ data: unlinked }) });
    renderScreen(<ProfilePage liffIdToken={async () => null} />, '/liff/profile');
    const connect = await screen.findByRole('button', { name: 'เชื่อมต่อบัญชี LINE นี้' });
    typePassword('secret1234');
    fireEvent.click(connect);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ยืนยันตัวตนกับ LINE ไม่สำเร็จ กรุณาเปิดหน้านี้จาก LINE ใหม่อีกครั้ง',
    );
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
