// @vitest-environment screen
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isRoutedPage } from '@contract/routed-pages';
import { liffAppLinks } from '@liff-app/app/app-links';
import { liffRoutes } from '@liff-app/app/router';
import { fakeLiffServer } from './helpers/liff-fake-server';
import { renderLiffApp, resetLiffApp, startLiffApp, stopLiffApp } from './helpers/render-liff-app';

/**
 * `/liff/payment`, `/liff/play` and `/liff/poll` without their parameter go where the web's /member/payment,
 * /play and /poll go (the deposit, how to pick a game, the current poll), never to the English 404 page.
 */
beforeAll(startLiffApp);
afterAll(stopLiffApp);
afterEach(() => {
  cleanup();
  resetLiffApp();
});

const noErrorPage = () => expect(screen.queryByTestId('error-page')).toBeNull();

describe('a LIFF address without its parameter', () => {
  it('/liff/payment opens the deposit, as /member/payment does without an order', async () => {
    const router = renderLiffApp('/liff/payment', fakeLiffServer());
    await screen.findByTestId('deposit-page', {}, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/liff/deposit');
    noErrorPage();
  });

  it('/liff/play says to pick a game and links the lobbies, as the bare /play does', async () => {
    renderLiffApp('/liff/play', fakeLiffServer());
    const none = await screen.findByTestId('liff-play-none', {}, { timeout: 10_000 });
    expect(within(none).getByText('เลือกเกมจากล็อบบี้เพื่อเริ่มเล่น')).toBeTruthy();
    expect(within(none).getByRole('link', { name: 'กลับไปหน้าล็อบบี้' }).getAttribute('href')).toBe('/liff/lobby');
    noErrorPage();
  });

  it('/liff/poll shows the current poll (poll 1, as the bare /poll)', async () => {
    const server = fakeLiffServer();
    const router = renderLiffApp('/liff/poll', server);
    await waitFor(() => expect(server.calls.map((call) => call.key)).toContain('GET /api/poll/config'), {
      timeout: 10_000,
    });
    const config = server.calls.find((call) => call.key === 'GET /api/poll/config')!;
    expect(config.params).toMatchObject({ poll_id: 1 });
    expect(router.state.location.pathname).toBe('/liff/poll');
    noErrorPage();
  });

  it('is a page the server answers with 200, and a deeper unknown path is still its 404', () => {
    for (const path of ['/liff/payment', '/liff/play', '/liff/poll', '/liff/play/builtin/builtin-slot-thai'])
      expect(isRoutedPage('liff', path), path).toBe(true);
    expect(isRoutedPage('liff', '/liff/play/a/b/c')).toBe(false);
    expect(isRoutedPage('liff', '/liff/payment/a/b')).toBe(false);
  });
});

describe("the agent's content in LIFF", () => {
  const links = liffAppLinks(liffRoutes);

  it('opens a game it links (`/play?game_id=&provider_id=`) on its LIFF play screen; a demo is hidden', () => {
    expect(links.content('/play?game_id=builtin-slot-thai&provider_id=builtin')).toBe(
      '/liff/play/builtin/builtin-slot-thai',
    );
    expect(links.content('/play?game_id=builtin-slot-thai&provider_id=builtin&demo=1')).toBeNull();
    expect(links.content('/play')).toBeNull();
  });

  it('opens the bare /poll on the current poll', () => {
    expect(links.content('/poll')).toBe(links.href.poll);
  });
});
