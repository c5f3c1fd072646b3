// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { SmsScreen } from '@admin-app/features/sms/components/sms-screen';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const list = {
  messages: [
    {
      id: 7,
      created_at: '2026-03-10T16:30:00.000Z',
      phone: '081****678',
      purpose: 'reset_password',
      status: 'delivered',
      status_detail: null,
      segments: 2,
      credits: 2,
      cost: 0.7,
    },
  ],
  total: 1,
  next_cursor: null,
  page_size: 100,
  days: [{ day: '2026-03-10', messages: 1, delivered: 1, failed: 0, segments: 2, cost: 0.7 }],
};

const renderPage = (mayEditSettings: boolean) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <SmsScreen mayEditSettings={mayEditSettings} />
      </App>
    </QueryClientProvider>,
  );

describe('the console SMS page', () => {
  it('lists messages with the masked phone, purpose and status in Thai, and the day’s totals', async () => {
    const server = fakeServer({ 'GET /api/admin/sms': () => ({ data: list }) });
    renderPage(false);
    const messages = await screen.findByTestId('sms-messages');
    expect(within(messages).getByText('081****678')).toBeTruthy();
    expect(within(messages).getByText('ตั้งรหัสผ่านใหม่')).toBeTruthy();
    expect(within(messages).getByText('ส่งถึงแล้ว')).toBeTruthy();
    const days = screen.getByTestId('sms-days');
    expect(within(days).getByText('10 มี.ค. 2569')).toBeTruthy();
    expect(days.textContent).toContain('0.70');
    expect(server.callsTo('GET /api/admin/sms')[0]!.params).not.toHaveProperty('cursor', expect.anything());
    expect(screen.queryByTestId('sms-register-otp')).toBeNull();
  });

  it('keeps its headings whole on a 390 px phone: the tables scroll sideways at a fixed width, the range label on one line', async () => {
    fakeServer({ 'GET /api/admin/sms': () => ({ data: list }) });
    renderPage(false);
    const messages = await screen.findByTestId('sms-messages');
    const widthOf = (container: HTMLElement) => parseInt(container.querySelector('table')!.style.width, 10);
    // Squeezed into the screen, the headings broke a word a line (ส่ง / ถึง / แล้ว).
    expect(widthOf(messages)).toBeGreaterThanOrEqual(800);
    expect(widthOf(screen.getByTestId('sms-days'))).toBeGreaterThanOrEqual(560);
    expect(screen.getByText('ช่วงวันที่').style.whiteSpace).toBe('nowrap');
  });

  it('lets the owner turn on the registration code, and warns when no gateway reaches phones', async () => {
    let on = false;
    const server = fakeServer({
      'GET /api/admin/sms': () => ({ data: list }),
      'GET /api/admin/sms/settings': () => ({ data: { register_otp: on, reaches_members: false } }),
      'POST /api/admin/sms/settings': (call) => {
        on = (call.body as { register_otp: boolean }).register_otp;
        return { data: { register_otp: on, reaches_members: false } };
      },
    });
    renderPage(true);
    fireEvent.click(await screen.findByTestId('sms-register-otp'));
    await waitFor(() => expect(server.callsTo('POST /api/admin/sms/settings')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/sms/settings')[0]!.body).toEqual({ register_otp: true });
    expect(await screen.findByText(/ยังไม่ได้ตั้งค่าผู้ให้บริการ SMS/)).toBeTruthy();
  });
});
