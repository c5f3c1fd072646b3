import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import type { Bank } from '@contract/agent';
import { configureApi } from '@lib/api';
import { getAccessToken, userCleared } from '@features/account/stores/user-store';
import { fakeServer } from './fake-server';

/** What the register screen's tests share: the banks, the server, typing, filling in and submitting the form. */
export const banks: Bank[] = [
  { code: 'KBANK', name_th: 'ธนาคารกสิกรไทย', short_name: 'กสิกร', account_digits: [10] },
  { code: 'GSB', name_th: 'ธนาคารออมสิน', short_name: 'ออมสิน', account_digits: [12] },
];
const session = { access_token: 'new-member', expires_at: new Date(Date.now() + 86_400_000).toISOString() };

/** The API the register screen calls: banks, availability, a code by SMS, the registration; no session yet. */
export const startServer = () =>
  fakeServer({
    'GET /api/banks': () => ({ data: banks }),
    'POST /api/check_account': () => ({ data: { phone_available: true, bank_account_available: true } }),
    'POST /api/register/otp': () => ({ data: { ref: 'AB12CD', expires_in: 300, resend_in: 60 } }),
    'POST /api/register': () => ({ data: session }),
    'GET /api/get_user_info': () => ({ status: 401, error: 1401, message: 'เซสซั่นหมดอายุ' }),
  });

export const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

export const fillEverythingButAge = async () => {
  type('เบอร์มือถือ 10 หลัก', '0898765432');
  type('กรอกรหัสผ่าน', 'goodpass99');
  type('กรอกรหัสผ่านอีกครั้ง', 'goodpass99');
  type('ชื่อ-นามสกุล ตรงกับบัญชีธนาคาร', 'สมหญิง รักดี');
  fireEvent.click(screen.getByRole('button', { name: /^ธนาคาร/ }));
  fireEvent.click(await screen.findByText('ธนาคารกสิกรไทย'));
  type('เลขบัญชี (ตัวเลขเท่านั้น)', '1234567890');
};

export const fillForm = async () => {
  await fillEverythingButAge();
  fireEvent.click(screen.getByText('ข้าพเจ้ามีอายุ 20 ปีบริบูรณ์ขึ้นไป'));
};

export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'สมัครสมาชิก' }));

/** Each test starts logged out on an empty local storage, the api client reading the user store's token. */
export const freshRegisterScreen = () => {
  beforeEach(() => {
    configureApi({ getToken: getAccessToken });
    localStorage.clear();
    userCleared();
  });
  afterEach(cleanup);
};
