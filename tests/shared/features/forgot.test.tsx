// @vitest-environment screen
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { ForgotPage } from '@features/account/components/forgot-page';
import { fakeServer } from './helpers/fake-server';
import { renderScreen } from './helpers/render-screen';

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

afterEach(cleanup);

describe('ForgotPage with an SMS gateway that reaches members', () => {
  it('sends the OTP, shows its ref with a resend countdown, then sets the new password and offers login', async () => {
    let refs = 0;
    const server = fakeServer({
      'POST /api/reset_password': () => ({ data: { ref: `REF${++refs}`, expires_in: 300, resend_in: 60 } }),
      'POST /api/reset_password_v2': () => ({ data: { password_changed: true } }),
    });
    const { router } = renderScreen(<ForgotPage smsReset contactUrl={null} />, '/forgot');

    type('เบอร์มือถือ 10 หลัก', '0812345678');
    fireEvent.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));

    expect(await screen.findByText('รหัสอ้างอิง (Ref): REF1')).toBeTruthy();
    // Counting down from 60: rounded up, a loaded machine may show 61 for an instant or have ticked already.
    const resend = screen.getByRole('button', { name: /ขอรหัสใหม่ได้ใน (?:6[01]|5\d) วินาที/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);

    type('รหัส 6 หลักจาก SMS', '123456');
    type('ตั้งรหัสผ่านใหม่', 'newpass123');
    type('กรอกรหัสผ่านอีกครั้ง', 'newpass123');
    fireEvent.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));

    expect(await screen.findByText('ตั้งรหัสผ่านใหม่สำเร็จ')).toBeTruthy();
    expect(server.callsTo('POST /api/reset_password_v2')[0]?.body).toEqual({
      phone: '0812345678',
      ref: 'REF1',
      otp: '123456',
      new_password: 'newpass123',
    });
    fireEvent.click(screen.getByRole('button', { name: 'กลับไปหน้าเข้าสู่ระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows the server's message for a wrong code and stays on the code step", async () => {
    const refusal = errorCatalogue.OTP_INVALID;
    fakeServer({
      'POST /api/reset_password': () => ({ data: { ref: 'R1', expires_in: 300, resend_in: 0 } }),
      'POST /api/reset_password_v2': () => ({ error: refusal.code, message: refusal.message }),
    });
    renderScreen(<ForgotPage smsReset contactUrl={null} />, '/forgot');
    type('เบอร์มือถือ 10 หลัก', '0812345678');
    fireEvent.click(screen.getByRole('button', { name: 'ขอรหัส OTP' }));
    await screen.findByText('รหัสอ้างอิง (Ref): R1');
    // resend_in 0: the member may ask for a new code at once.
    await act(async () => undefined);
    expect((screen.getByRole('button', { name: 'ขอรหัส OTP ใหม่' }) as HTMLButtonElement).disabled).toBe(false);

    type('รหัส 6 หลักจาก SMS', '000000');
    type('ตั้งรหัสผ่านใหม่', 'newpass123');
    type('กรอกรหัสผ่านอีกครั้ง', 'newpass123');
    fireEvent.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal.message);
    expect(screen.queryByText('ตั้งรหัสผ่านใหม่สำเร็จ')).toBeNull();
  });
});

describe('ForgotPage while no SMS reaches members (the built-in outbox)', () => {
  it("says how to reset through the agent's LINE, offers no code, and sends nothing", async () => {
    const server = fakeServer({});
    const { router } = renderScreen(
      <ForgotPage smsReset={false} contactUrl="https://line.me/R/ti/p/@demo-admin" />,
      '/forgot',
    );
    const box = screen.getByTestId('forgot-by-contact');
    expect(box.textContent).toContain('ตอนนี้เว็บยังส่งรหัส OTP ทาง SMS ไม่ได้');
    const line = screen.getByRole('link', { name: 'ติดต่อแอดมินทาง LINE' });
    expect(line.getAttribute('href')).toBe('https://line.me/R/ti/p/@demo-admin');
    expect(line.getAttribute('target')).toBe('_blank');
    expect(box.textContent).toContain('ถ้าบัญชีของคุณเชื่อมต่อ LINE ไว้แล้ว');
    expect(screen.queryByRole('button', { name: 'ขอรหัส OTP' })).toBeNull();
    expect(screen.queryByPlaceholderText('เบอร์มือถือ 10 หลัก')).toBeNull();
    expect(document.body.textContent).not.toMatch(/ส่งรหัส OTP ไปที่|ระบบจะส่งรหัส/);
    expect(server.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'กลับไปหน้าเข้าสู่ระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('without any LINE of the agent, still says to contact the admin, with no dead button', () => {
    fakeServer({});
    renderScreen(<ForgotPage smsReset={false} contactUrl={null} />, '/forgot');
    expect(screen.getByTestId('forgot-by-contact').textContent).toContain('กรุณาติดต่อแอดมินของเว็บ');
    expect(screen.queryByRole('link', { name: 'ติดต่อแอดมินทาง LINE' })).toBeNull();
  });
});
