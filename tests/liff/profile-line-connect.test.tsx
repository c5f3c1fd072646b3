// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userInfoOf } from '@tests/shared/features/helpers/user-info';
import { fakeLiffServer } from './helpers/liff-fake-server';
import { renderLiffApp, resetLiffApp, startLiffApp, stopLiffApp } from './helpers/render-liff-app';

beforeAll(startLiffApp);
afterAll(stopLiffApp);
afterEach(() => {
  cleanup();
  resetLiffApp();
});

const unlinked = userInfoOf();

describe('the LIFF profile without a linked LINE user', () => {
  it('links the LINE user this LIFF session is logged in as, with its ID token and the password', async () => {
    let current = unlinked;
    const server = fakeLiffServer({
      'GET /api/get_user_info': () => ({ data: current }),
      'POST /api/auth/line/link': () => {
        current = { ...current, line_linked: true };
        return { data: { line_linked: true, profile: { name: 'Brown', picture: '' } } };
      },
    });
    renderLiffApp('/liff/profile', server);
    const connect = await screen.findByRole('button', { name: 'เชื่อมต่อบัญชี LINE นี้' }, { timeout: 10_000 });
    fireEvent.change(screen.getByPlaceholderText('รหัสผ่านของบัญชีนี้'), { target: { value: 'secret1234' } });
    fireEvent.click(connect);
    await waitFor(() => expect(screen.queryByTestId('line-connect')).toBeNull());
    const link = server.calls.filter((call) => call.key === 'POST /api/auth/line/link');
    // The mock SDK's ID token (the server takes it only with LIFF_MOCK=on).
    expect(link.map((call) => call.body)).toEqual([{ id_token: 'id_token', password: 'secret1234' }]);
    expect(await screen.findByTestId('line-unlink')).toBeTruthy();
  });
});
