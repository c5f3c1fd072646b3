// @vitest-environment screen
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ForgotPage } from '@features/account/components/forgot-page';
import { fakeServer } from './helpers/fake-server';
import { renderScreen } from './helpers/render-screen';

afterEach(cleanup);

describe('ForgotPage: the code by LINE', () => {
  it('asks for the code by SMS unless the member picks LINE, then asks and resends by LINE and says where it went', async () => {
    const server = fakeServer({
      'POST /api/reset_password': () => ({ data: { ref: 'L1', expires_in: 300, resend_in: 0 } }),
    });
    renderScreen(<ForgotPage smsReset contactUrl={null} />, '/forgot');
    expect(screen.getByText('รับรหัสทาง')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('เบอร์มือถือ 10 หลัก'), { target: { value: '0812345678' } });
    fireEvent.click(screen.getByTestId('otp-channel-line'));
    fireEvent.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));

    const ticket = await screen.findByTestId('otp-ticket');
    expect(ticket.textContent).toContain('ส่งรหัส OTP ทาง LINE แล้ว');
    expect(ticket.textContent).toContain('0812345678');
    expect(server.callsTo('POST /api/reset_password')[0]?.body).toEqual({
      phone: '0812345678',
      channel: 'line',
    });

    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'ขอรหัส OTP ใหม่' }));
    await waitFor(() => expect(server.callsTo('POST /api/reset_password')).toHaveLength(2));
    expect(server.callsTo('POST /api/reset_password')[1]?.body).toEqual({
      phone: '0812345678',
      channel: 'line',
    });
  });

  it('sends by SMS by default', async () => {
    const server = fakeServer({
      'POST /api/reset_password': () => ({ data: { ref: 'S1', expires_in: 300, resend_in: 60 } }),
    });
    renderScreen(<ForgotPage smsReset contactUrl={null} />, '/forgot');
    fireEvent.change(screen.getByPlaceholderText('เบอร์มือถือ 10 หลัก'), { target: { value: '0812345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    expect((await screen.findByTestId('otp-ticket')).textContent).toContain('ส่งรหัส OTP ไปที่ 0812345678 แล้ว');
    expect(server.callsTo('POST /api/reset_password')[0]?.body).toEqual({
      phone: '0812345678',
      channel: 'sms',
    });
  });
});

describe('ForgotPage: what the page says of the channel', () => {
  it('does not promise an SMS before the member picks how the code goes', () => {
    renderScreen(<ForgotPage smsReset contactUrl={null} />, '/forgot');
    expect(screen.getByText('รับรหัสทาง')).toBeTruthy();
    expect(document.body.textContent).not.toContain('ระบบจะส่งรหัส OTP ทาง SMS');
  });

  it('asks for the code from LINE (or the SMS it falls back to) once LINE was picked, and from the SMS otherwise', async () => {
    fakeServer({
      'POST /api/reset_password': () => ({ data: { ref: 'L2', expires_in: 300, resend_in: 60 } }),
    });
    renderScreen(<ForgotPage smsReset contactUrl={null} />, '/forgot');
    fireEvent.change(screen.getByPlaceholderText('เบอร์มือถือ 10 หลัก'), { target: { value: '0812345678' } });
    fireEvent.click(screen.getByTestId('otp-channel-line'));
    fireEvent.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    await screen.findByTestId('otp-ticket');
    expect(screen.getByPlaceholderText('รหัส 6 หลักจาก LINE หรือ SMS')).toBeTruthy();
    expect(screen.queryByPlaceholderText('รหัส 6 หลักจาก SMS')).toBeNull();
  });
});

describe('ForgotPage: a LINE code that does not come', () => {
  it('offers the code by SMS instead once the wait is over, and the page then says SMS', async () => {
    const server = fakeServer({
      'POST /api/reset_password': () => ({ data: { ref: 'L3', expires_in: 300, resend_in: 0 } }),
    });
    renderScreen(<ForgotPage smsReset contactUrl={null} />, '/forgot');
    fireEvent.change(screen.getByPlaceholderText('เบอร์มือถือ 10 หลัก'), { target: { value: '0812345678' } });
    fireEvent.click(screen.getByTestId('otp-channel-line'));
    fireEvent.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    await screen.findByTestId('otp-ticket');
    await act(async () => undefined);
    // Without it, the only resend went by LINE again: a member LINE cannot reach had to start over.
    fireEvent.click(await screen.findByRole('button', { name: 'ขอรหัสทาง SMS แทน' }));
    await waitFor(() => expect(server.callsTo('POST /api/reset_password')).toHaveLength(2));
    expect(server.callsTo('POST /api/reset_password')[1]?.body).toEqual({
      phone: '0812345678',
      channel: 'sms',
    });
    await waitFor(() =>
      expect(screen.getByTestId('otp-ticket').textContent).toContain('ส่งรหัส OTP ไปที่ 0812345678 แล้ว'),
    );
    expect(screen.getByPlaceholderText('รหัส 6 หลักจาก SMS')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ขอรหัสทาง SMS แทน' })).toBeNull();
  });
});
