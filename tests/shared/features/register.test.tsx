// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Bank } from '@contract/agent';
import { configureApi } from '@lib/api';
import { RegisterPage } from '@features/account/components/register-page';
import { accountText } from '@features/account/strings';
import { getAccessToken, userCleared } from '@features/account/stores/user-store';
import { fakeServer } from './helpers/fake-server';
import { renderScreen } from './helpers/render-screen';

const banks: Bank[] = [
  { code: 'KBANK', name_th: 'ธนาคารกสิกรไทย', short_name: 'กสิกร', account_digits: [10] },
  { code: 'GSB', name_th: 'ธนาคารออมสิน', short_name: 'ออมสิน', account_digits: [12] },
];
const session = { access_token: 'new-member', expires_at: new Date(Date.now() + 86_400_000).toISOString() };

const startServer = () =>
  fakeServer({
    'GET /api/banks': () => ({ data: banks }),
    'POST /api/check_account': () => ({ data: { phone_available: true, bank_account_available: true } }),
    'POST /api/register': () => ({ data: session }),
    'GET /api/get_user_info': () => ({ status: 401, error: 1401, message: 'เซสซั่นหมดอายุ' }),
  });

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

const fillEverythingButAge = async () => {
  type('เบอร์มือถือ 10 หลัก', '0898765432');
  type('กรอกรหัสผ่าน', 'goodpass99');
  type('กรอกรหัสผ่านอีกครั้ง', 'goodpass99');
  type('ชื่อ-นามสกุล ตรงกับบัญชีธนาคาร', 'สมหญิง รักดี');
  fireEvent.click(screen.getByRole('button', { name: /^ธนาคาร/ }));
  fireEvent.click(await screen.findByText('ธนาคารกสิกรไทย'));
  type('เลขบัญชี (ตัวเลขเท่านั้น)', '1234567890');
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));

beforeEach(() => {
  configureApi({ getToken: getAccessToken });
  localStorage.clear();
  userCleared();
});
afterEach(cleanup);

describe('RegisterPage', () => {
  it('refuses to submit until the member confirms being 20 or older, then registers and logs in', async () => {
    const server = startServer();
    const { router } = renderScreen(<RegisterPage />, '/register', '/register?ref=FRIEND1');
    await screen.findByRole('button', { name: /^ธนาคาร/ });
    await fillEverythingButAge();

    submit();
    expect(await screen.findByText('กรุณายืนยันว่าคุณมีอายุ 20 ปีบริบูรณ์ขึ้นไป')).toBeTruthy();
    expect(server.callsTo('POST /api/register')).toHaveLength(0);

    fireEvent.click(screen.getByText('ข้าพเจ้ามีอายุ 20 ปีบริบูรณ์ขึ้นไป'));
    submit();

    await waitFor(() => expect(server.callsTo('POST /api/register')).toHaveLength(1));
    expect(server.callsTo('POST /api/register')[0]?.body).toEqual({
      phone: '0898765432',
      password: 'goodpass99',
      full_name: 'สมหญิง รักดี',
      bank_code: 'KBANK',
      bank_account: '1234567890',
      referral_code: 'FRIEND1',
      age_confirmed: true,
      // This browser's id (local storage): an affiliate self-referral signal.
      device_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/member'));
    expect(getAccessToken()).toBe('new-member');
  });

  it('shows that a phone number is already registered while typing', async () => {
    fakeServer({
      'GET /api/banks': () => ({ data: banks }),
      'POST /api/check_account': () => ({ data: { phone_available: false, bank_account_available: null } }),
    });
    renderScreen(<RegisterPage />, '/register');
    type('เบอร์มือถือ 10 หลัก', '0812345678');
    expect(await screen.findByText('เบอร์นี้ถูกใช้สมัครแล้ว กรุณาเข้าสู่ระบบหรือกดลืมรหัสผ่าน')).toBeTruthy();
  });

  it('checks the account number against the chosen bank before sending', async () => {
    const server = startServer();
    renderScreen(<RegisterPage />, '/register');
    await screen.findByRole('button', { name: /^ธนาคาร/ });
    await fillEverythingButAge();
    fireEvent.click(screen.getByText('ข้าพเจ้ามีอายุ 20 ปีบริบูรณ์ขึ้นไป'));
    type('เลขบัญชี (ตัวเลขเท่านั้น)', '12345');
    submit();
    expect(await screen.findAllByText('เลขบัญชีของธนาคารนี้มี 10 หลัก')).not.toHaveLength(0);
    expect(server.callsTo('POST /api/register')).toHaveLength(0);
  });

  it('greets a LINE user by the LINE name, and plainly when LINE gives none', () => {
    expect(accountText.lineProfileHello('Brown')).toBe('สวัสดีคุณ Brown');
    expect(accountText.lineProfileHello('')).toBe('สวัสดี');
  });
});
