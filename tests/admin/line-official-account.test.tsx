// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfficialAccountForm } from '@admin-app/features/line-official-account/components/official-account-form';
import { OutboxTable } from '@admin-app/features/line-official-account/components/outbox-table';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const shown = (node: ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>{node}</App>
    </QueryClientProvider>,
  );

const account = (configured: boolean) => ({
  channel_id: configured ? '2000000002' : '',
  channel_secret: configured ? '••••cdef' : '',
  access_token: configured ? '••••0001' : '',
  staff_group_id: '',
  joined_groups: configured
    ? [{ group_id: `C${'b'.repeat(32)}`, joined_at: '2026-11-27T05:00:00.000Z' }]
    : [],
  configured,
  updated_at: configured ? '2026-11-27T05:00:00.000Z' : null,
});

describe('the LINE Official Account page', () => {
  it('checks the secret in Thai, sends it once, shows only its last characters, then tests the connection', async () => {
    let configured = false;
    const server = fakeServer({
      'GET /api/admin/line/official-account': () => ({ data: account(configured) }),
      'POST /api/admin/line/official-account': () => {
        configured = true;
        return { data: account(true) };
      },
      'POST /api/admin/line/official-account/test': () => ({
        data: { display_name: 'เว็บทดสอบ', basic_id: '@123abcde', quota: 300, used: 12 },
      }),
    });
    shown(<OfficialAccountForm />);
    const secret = await screen.findByLabelText('Channel secret', {}, { timeout: 5000 });
    expect(screen.getByText('ยังไม่ได้ตั้งค่า', { selector: '.ant-badge-status-text' })).toBeTruthy();
    fireEvent.change(secret, { target: { value: 'ไม่ใช่รหัส' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('Channel secret เป็นตัวอักษร 0-9 a-f 32 ตัว')).toBeTruthy();
    expect(server.callsTo('POST /api/admin/line/official-account')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Channel ID (Messaging API)'), {
      target: { value: '2000000002' },
    });
    fireEvent.change(secret, { target: { value: '0123456789abcdef0123456789abcdef' } });
    fireEvent.change(screen.getByLabelText('Channel access token (long-lived)'), {
      target: { value: 'token-0001' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/line/official-account')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/line/official-account')[0]!.body).toEqual({
      channel_id: '2000000002',
      channel_secret: '0123456789abcdef0123456789abcdef',
      access_token: 'token-0001',
      staff_group_id: '',
    });
    expect(await screen.findByText('ตั้งค่าแล้ว (••••cdef) เว้นว่างเพื่อใช้ค่าเดิม')).toBeTruthy();
    // The secrets typed are gone from the form once saved.
    expect((screen.getByLabelText('Channel secret') as HTMLInputElement).value).toBe('');

    // The staff group: picked from the groups the account joined (LINE's join events).
    fireEvent.click(await screen.findByRole('button', { name: 'ใช้กลุ่มนี้' }));
    expect((screen.getByLabelText('Group ID ของกลุ่มพนักงาน (รับการแจ้งเตือน)') as HTMLInputElement).value).toBe(
      `C${'b'.repeat(32)}`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'ทดสอบการเชื่อมต่อ' }));
    expect(await screen.findByText('เชื่อมต่อสำเร็จ: เว็บทดสอบ (@123abcde)')).toBeTruthy();
    expect(screen.getByText('ส่งข้อความเดือนนี้แล้ว 12 จาก 300 ข้อความ')).toBeTruthy();
  });

  it('lists the outbox with its kinds in Thai and its errors, and sends a failed entry again', async () => {
    const entry = {
      id: 7,
      channel: 'line',
      kind: 'member_deposit',
      event_key: 'line:inbox:deposit:1',
      attempts: 1,
      provider_ref: null,
      created_at: '2026-11-27T05:00:00.000Z',
      next_attempt_at: '2026-11-27T05:00:00.000Z',
      sent_at: null,
    };
    let status = 'failed';
    const server = fakeServer({
      'GET /api/admin/line/outbox': () => ({
        data: {
          entries: [
            { ...entry, status, last_error: status === 'failed' ? 'LINE 401: Authentication failed' : null },
          ],
          total: 1,
          total_capped: false,
          next_cursor: null,
          counts: {
            pending: status === 'pending' ? 1 : 0,
            sending: 0,
            sent: 0,
            failed: status === 'failed' ? 1 : 0,
            skipped: 0,
          },
        },
      }),
      'POST /api/admin/line/outbox/7/retry': () => {
        status = 'pending';
        return { data: { id: 7 } };
      },
    });
    shown(<OutboxTable />);
    expect(await screen.findByText('LINE 401: Authentication failed', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('แจ้งสมาชิก: ฝากเงินเข้าแล้ว')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ส่งซ้ำ' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/line/outbox/7/retry')).toHaveLength(1));
    expect(await screen.findByText('รอส่ง', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ส่งซ้ำ' })).toBeNull();
  });
});
