// @vitest-environment screen
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RegisterPage } from '@features/account/components/register-page';
import { accountText } from '@features/account/strings';
import { getAccessToken } from '@features/account/stores/user-store';
import { fakeServer } from './helpers/fake-server';
import {
  banks,
  fillEverythingButAge,
  freshRegisterScreen,
  startServer,
  submit,
  type,
} from './helpers/register-form';
import { renderScreen } from './helpers/render-screen';

freshRegisterScreen();

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
