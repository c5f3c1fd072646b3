// @vitest-environment screen
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RegisterPage } from '@features/account/components/register-page';
import { fillForm, freshRegisterScreen, startServer, submit, type } from './helpers/register-form';
import { renderScreen } from './helpers/render-screen';

freshRegisterScreen();

describe('RegisterPage with a code by SMS', () => {
  it('asks for the code, counts down to the next request, and registers with the code and its ref', async () => {
    const server = startServer();
    renderScreen(<RegisterPage registerOtp />, '/register', '/register');
    await screen.findByRole('button', { name: /^ธนาคาร/ });
    await fillForm();

    submit();
    expect(await screen.findByText('กรุณากรอกรหัส OTP ที่ได้รับทาง SMS')).toBeTruthy();
    expect(server.callsTo('POST /api/register')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('register-otp-send'));
    await waitFor(() => expect(server.callsTo('POST /api/register/otp')).toHaveLength(1));
    expect(server.callsTo('POST /api/register/otp')[0]?.body).toEqual({ phone: '0898765432' });
    expect((await screen.findByTestId('register-otp-ticket')).textContent).toContain('AB12CD');
    const resend = screen.getByTestId('register-otp-send') as HTMLButtonElement;
    expect(resend.textContent).toMatch(/ขอรหัสใหม่ได้ใน (60|59) วินาที/);
    expect(resend.disabled).toBe(true);

    type('รหัส 6 หลักจาก SMS', '123456');
    submit();
    await waitFor(() => expect(server.callsTo('POST /api/register')).toHaveLength(1));
    expect(server.callsTo('POST /api/register')[0]?.body).toMatchObject({
      phone: '0898765432',
      otp_ref: 'AB12CD',
      otp: '123456',
    });
  });

  it('keeps the send button under the code field, so a 390 px phone shows the field, the ref and the button whole', async () => {
    startServer();
    renderScreen(<RegisterPage registerOtp />, '/register', '/register');
    await screen.findByRole('button', { name: /^ธนาคาร/ });
    type('เบอร์มือถือ 10 หลัก', '0898765432');
    const send = screen.getByTestId('register-otp-send');
    // In the item's right-hand column it squeezed the field and the ref into a word a line (a phone's screenshot).
    expect(send.closest('.adm-list-item-content-extra')).toBeNull();
    fireEvent.click(send);
    const ticket = await screen.findByTestId('register-otp-ticket');
    expect(ticket.closest('.adm-list-item-content-extra')).toBeNull();
    expect(screen.getByTestId('register-otp-send').closest('.adm-list-item-content-extra')).toBeNull();
  });

  it('forgets the code sent to a phone the member then changes: the new phone can get its own at once', async () => {
    const server = startServer();
    renderScreen(<RegisterPage registerOtp />, '/register', '/register');
    await screen.findByRole('button', { name: /^ธนาคาร/ });
    await fillForm();
    fireEvent.click(screen.getByTestId('register-otp-send'));
    await screen.findByTestId('register-otp-ticket');

    // A typo in the phone, seen after the code went: the ref and the wait were the old phone's.
    type('เบอร์มือถือ 10 หลัก', '0891111111');
    await waitFor(() => expect(screen.queryByTestId('register-otp-ticket')).toBeNull());
    const send = screen.getByTestId('register-otp-send') as HTMLButtonElement;
    expect(send.disabled).toBe(false);
    expect(send.textContent).toBe('ขอรหัส OTP');
    type('รหัส 6 หลักจาก SMS', '123456');
    submit();
    await waitFor(() => expect(server.callsTo('POST /api/register')).toHaveLength(1));
    // No ref of another phone: the server asks for this phone's code (OTP_REQUIRED) instead of calling it wrong.
    expect(server.callsTo('POST /api/register')[0]?.body).toMatchObject({
      phone: '0891111111',
      otp: '123456',
    });
    expect(server.callsTo('POST /api/register')[0]?.body).not.toHaveProperty('otp_ref');
  });

  it('shows no code field when the agent does not ask for one', async () => {
    startServer();
    renderScreen(<RegisterPage />, '/register', '/register');
    await screen.findByRole('button', { name: /^ธนาคาร/ });
    expect(screen.queryByTestId('register-otp-send')).toBeNull();
  });
});
