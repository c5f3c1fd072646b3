// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { LineSettingsForm } from '@admin-app/features/line-settings/components/line-settings-form';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const none = { default: '', deposit: '', wheel: '', lotto: '', profile: '' };

describe("the owner's LINE settings", () => {
  it('checks a LIFF id in Thai, then saves the ids of each app', async () => {
    const server = fakeServer({
      'GET /api/admin/line/settings': () => ({
        data: {
          channel_id: '',
          liff_apps: none,
          effective_channel_id: '',
          effective_liff_apps: none,
          updated_at: null,
        },
      }),
      'POST /api/admin/line/settings': (call) => ({
        data: {
          channel_id: '',
          liff_apps: { ...none, ...(call.body as { liff_apps: object }).liff_apps },
          effective_channel_id: '',
          effective_liff_apps: none,
          updated_at: '2026-11-27T05:00:00.000Z',
        },
      }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <App>
          <LineSettingsForm />
        </App>
      </QueryClientProvider>,
    );
    const deposit = await screen.findByLabelText('LIFF ID หน้าฝากเงิน (/liff/deposit)', {}, { timeout: 5000 });
    fireEvent.change(deposit, { target: { value: 'กรุงเทพ' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('LIFF ID ต้องเป็นรูปแบบ 1234567890-AbcdEfgh')).toBeTruthy();
    expect(server.callsTo('POST /api/admin/line/settings')).toHaveLength(0);
    fireEvent.change(deposit, { target: { value: '2000000001-Depo0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/line/settings')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/line/settings')[0]!.body).toEqual({
      channel_id: '',
      liff_apps: { ...none, deposit: '2000000001-Depo0001' },
    });
  });
});
