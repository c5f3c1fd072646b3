// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { staffSessionEndMessages } from '@contract/admin/auth';
import type { StaffItem } from '@contract/admin/staff';
import { configureAdminApi } from '@admin-app/app/configure-api';
import { Component as RequireStaff } from '@admin-app/app/guards/require-staff';
import { Component as LoginRoute } from '@admin-app/app/routes/login';
import { AuditPage } from '@admin-app/features/audit/components/audit-page';
import { AuditTable } from '@admin-app/features/audit/components/audit-table';
import { sessionEnded, sessionStarted } from '@admin-app/features/auth/session-store';
import { StaffPage } from '@admin-app/features/staff/components/staff-page';
import { api } from '@lib/api';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(() => {
  cleanup();
  sessionEnded({ byLogout: true });
});

const withProviders = (children: React.ReactNode) => (
  <QueryClientProvider client={createQueryClient()}>
    <App>{children}</App>
  </QueryClientProvider>
);

const staffItem = (over: Partial<StaffItem>): StaffItem => ({
  id: 2,
  username: 'somchai.fin',
  display_name: 'สมชาย',
  role: 'finance',
  status: 'active',
  totp_enrolled: true,
  must_change_password: false,
  locked: false,
  created_at: '2026-11-01T00:00:00.000Z',
  last_seen_at: null,
  ...over,
});

const openAllowlist = {
  'GET /api/admin/staff/allowlist': () => ({
    data: { entries: [], your_address: '203.0.113.7', updated_at: null },
  }),
};

describe('the staff page', () => {
  it('shows a locked account and lifts the lockout only with a reason', async () => {
    const server = fakeServer({
      'GET /api/admin/staff': () => ({ data: [staffItem({ locked: true })] }),
      ...openAllowlist,
      'POST /api/admin/staff/2/unlock': () => ({ data: staffItem({ locked: false }) }),
    });
    render(withProviders(<StaffPage meId={1} />));
    expect(await screen.findByTestId('staff-locked-somchai.fin', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ปลดล็อก' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    expect(await within(dialog).findByText('กรุณากรอกเหตุผลอย่างน้อย 3 ตัวอักษร')).toBeTruthy();
    expect(server.callsTo('POST /api/admin/staff/2/unlock')).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: 'ยืนยันตัวตนแล้ว' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/staff/2/unlock')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/staff/2/unlock')[0]!.body).toEqual({ reason: 'ยืนยันตัวตนแล้ว' });
  });

  it('resets two-factor with a reason and shows the new one-time password to hand over', async () => {
    const server = fakeServer({
      'GET /api/admin/staff': () => ({ data: [staffItem({})] }),
      ...openAllowlist,
      'POST /api/admin/staff/2/reset_totp': () => ({
        data: {
          staff: staffItem({ totp_enrolled: false, must_change_password: true }),
          one_time_password: 'abcd2345efgh6789',
        },
      }),
    });
    render(withProviders(<StaffPage meId={1} />));
    fireEvent.click(await screen.findByRole('button', { name: 'รีเซ็ตยืนยันสองขั้นตอน' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: 'โทรศัพท์หาย' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน' }));
    expect((await screen.findByTestId('one-time-password')).textContent).toContain('abcd2345efgh6789');
    expect(server.callsTo('POST /api/admin/staff/2/reset_totp')[0]!.body).toEqual({ reason: 'โทรศัพท์หาย' });
  });
});

describe('the staff address allowlist', () => {
  it('adds the owner’s own address to the list and saves it; a refusal shows the server’s Thai reason', async () => {
    let refuse = true;
    const server = fakeServer({
      'GET /api/admin/staff': () => ({ data: [] }),
      ...openAllowlist,
      'POST /api/admin/staff/allowlist': (call) =>
        refuse
          ? { error: 6024, message: 'รายการนี้ไม่รวมที่อยู่ IP ที่คุณใช้อยู่ขณะนี้' }
          : {
              data: {
                entries: (call.body as { entries: string[] }).entries,
                your_address: '203.0.113.7',
                updated_at: '2026-11-27T05:00:00.000Z',
              },
            },
    });
    render(withProviders(<StaffPage meId={1} />));
    const box = await screen.findByTestId('allowlist-entries', {}, { timeout: 5000 });
    fireEvent.change(box, { target: { value: '198.51.100.0/24' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกรายการ IP' }));
    expect(await screen.findByText('รายการนี้ไม่รวมที่อยู่ IP ที่คุณใช้อยู่ขณะนี้')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มที่อยู่ของฉัน' }));
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกรายการ IP' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/staff/allowlist')).toHaveLength(2));
    expect(server.callsTo('POST /api/admin/staff/allowlist')[1]!.body).toEqual({
      entries: ['198.51.100.0/24', '203.0.113.7'],
    });
  });
});

describe('the audit log', () => {
  it('shows the login history (successes and failures) at one tap', async () => {
    const server = fakeServer({
      'GET /api/admin/audit': () => ({ data: { items: [], next_before_id: null } }),
    });
    render(withProviders(<AuditPage staff={null} />));
    fireEvent.click(await screen.findByTestId('audit-login-history', {}, { timeout: 5000 }));
    await waitFor(() =>
      expect(server.callsTo('GET /api/admin/audit').at(-1)!.params).toMatchObject({ action: 'auth.login' }),
    );
  });

  it('shows each action by its Thai label beside its code, and the browser of the call', () => {
    render(
      withProviders(
        <AuditTable
          loading={false}
          rows={[
            {
              id: 1,
              staff_id: 2,
              staff_username: 'somchai.fin',
              action: 'auth.login_failed',
              target_type: 'staff',
              target_id: '2',
              before: null,
              after: { failure: 'password' },
              reason: '',
              request_id: 'req-1',
              ip: '10.0.0.9',
              user_agent: 'Mozilla/5.0 Test',
              created_at: '2026-11-27T01:00:00.000Z',
            },
          ]}
        />,
      ),
    );
    expect(screen.getByText('เข้าสู่ระบบไม่สำเร็จ')).toBeTruthy();
    expect(screen.getByText('auth.login_failed')).toBeTruthy();
  });
});

describe('an address outside the allowlist', () => {
  it('shows the server’s Thai reason instead of a bare error', async () => {
    sessionStarted('stf_live');
    fakeServer({
      'GET /api/admin/auth/me': () => ({
        status: 403,
        error: 6022,
        message: 'ไม่อนุญาตให้ใช้หลังบ้านจากที่อยู่ IP นี้ กรุณาติดต่อเจ้าของระบบ',
      }),
    });
    const router = createMemoryRouter([
      { path: '/', element: <RequireStaff />, children: [{ index: true, element: <p>หน้าแรก</p> }] },
    ]);
    render(withProviders(<RouterProvider router={router} />));
    expect(
      await screen.findByText('ไม่อนุญาตให้ใช้หลังบ้านจากที่อยู่ IP นี้ กรุณาติดต่อเจ้าของระบบ', {}, { timeout: 8000 }),
    ).toBeTruthy();
  });
});

describe('a session ended behind the tab', () => {
  it('lands on the login page saying why (disabled by the owner)', async () => {
    sessionStarted('stf_old');
    const router = createMemoryRouter([
      { path: '/login', element: <LoginRoute /> },
      { path: '/', element: <p /> },
    ]);
    configureAdminApi((to) => void router.navigate(to));
    fakeServer({
      'GET /api/admin/dashboard': () => ({
        status: 401,
        error: 1401,
        message: staffSessionEndMessages.disabled,
        data: { ended: 'disabled' },
      }),
    });
    await api.get('/api/admin/dashboard').catch(() => undefined);
    render(withProviders(<RouterProvider router={router} />));
    expect(router.state.location.pathname).toBe('/login');
    expect((await screen.findByTestId('session-ended')).textContent).toContain(
      staffSessionEndMessages.disabled,
    );
  });
});
