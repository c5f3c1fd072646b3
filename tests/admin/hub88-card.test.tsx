// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { Hub88Card } from '@admin-app/features/games/components/hub88-card';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const ours = '-----BEGIN PUBLIC KEY-----\nOURS\n-----END PUBLIC KEY-----\n';
const theirs = '-----BEGIN PUBLIC KEY-----\nTHEIRS\n-----END PUBLIC KEY-----\n';

const renderCard = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <Hub88Card />
      </App>
    </QueryClientProvider>,
  );

describe('the console Hub88 section', () => {
  it('shows the wallet endpoint and our key, saves Hub88’s pasted key, and shows a refusal in Thai', async () => {
    let saved: string | null = null;
    const server = fakeServer({
      'GET /api/admin/games/hub88': () => ({
        data: { hub88_public_key: saved, operator_public_key: ours, wallet_path: '/hub88' },
      }),
      'POST /api/admin/games/hub88': (call) => {
        const pasted = (call.body as { hub88_public_key: string }).hub88_public_key;
        if (!pasted.startsWith('-----BEGIN'))
          return {
            error: errorCatalogue.HUB88_PUBLIC_KEY_INVALID.code,
            message: errorCatalogue.HUB88_PUBLIC_KEY_INVALID.message,
          };
        saved = pasted;
        return { data: { hub88_public_key: saved, operator_public_key: ours, wallet_path: '/hub88' } };
      },
    });
    renderCard();
    expect(await screen.findByText(/\/hub88$/)).toBeTruthy();
    expect(screen.getByTestId('hub88-card').textContent).toContain('OURS');
    expect(screen.getByText('ยังไม่ได้ตั้งค่า')).toBeTruthy();
    const area = screen.getByLabelText('กุญแจสาธารณะของ Hub88');
    fireEvent.change(area, { target: { value: 'not a key' } });
    fireEvent.click(screen.getByText('บันทึกกุญแจของ Hub88'));
    expect(await screen.findByText(errorCatalogue.HUB88_PUBLIC_KEY_INVALID.message)).toBeTruthy();
    fireEvent.change(area, { target: { value: theirs } });
    fireEvent.click(screen.getByText('บันทึกกุญแจของ Hub88'));
    await waitFor(() => expect(screen.getByText('ตั้งค่าแล้ว')).toBeTruthy());
    expect(screen.getByTestId('hub88-card').textContent).toContain('THEIRS');
    expect(server.callsTo('POST /api/admin/games/hub88').map((call) => call.body)).toEqual([
      { hub88_public_key: 'not a key' },
      { hub88_public_key: theirs },
    ]);
  });
});
