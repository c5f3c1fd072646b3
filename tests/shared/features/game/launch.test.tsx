// @vitest-environment screen
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Wallet } from '@contract/wallet';
import { GameSheet } from '@features/game/components/game-sheet';
import { autoWallet, launchableWallets } from '@features/game/lib/pick-wallet';
import { gameClosed, gameSelected, getGameState } from '@features/game/stores/game-store';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';

const wallet = (id: number, type: number, balance: number): Wallet => ({
  id,
  wallet_type_id: type,
  balance,
  wallet_name: { 1: 'กระเป๋าหลัก', 2: 'กระเป๋าโปรโมชั่น', 3: 'กระเป๋าเครดิตฟรี' }[type] ?? 'อื่น',
});

const slot = {
  game_id: 'builtin-slot-thai',
  provider_id: 'builtin',
  sub_provider_id: '',
  source: 'slot',
  name: 'สล็อต',
};

// The machine running the suite is shared: give the launch flow time beyond the 1 s default.
const WAIT = { timeout: 5000 };

afterEach(() => {
  act(() => gameClosed());
  Dialog.clear();
  cleanup();
  vi.restoreAllMocks();
});

describe('wallet filter of SPEC §4', () => {
  it('keeps wallets with a balance above 0 and always the main wallet', () => {
    const wallets = [wallet(1, 1, 0), wallet(2, 2, 0), wallet(3, 3, 12)];
    expect(launchableWallets(wallets).map((w) => w.id)).toEqual([1, 3]);
    expect(autoWallet(wallets)).toBeNull();
    expect(autoWallet([wallet(1, 1, 0), wallet(2, 2, 0)])).toBe(1);
    expect(autoWallet([wallet(2, 2, 5)])).toBe(2);
  });
});

describe('GameSheet launch flow', () => {
  it('asks a member with two playable wallets to choose, then opens the link of the chosen wallet', async () => {
    const server = fakeServer({
      'POST /api/game/wallets': () => ({ data: [wallet(11, 1, 100), wallet(12, 2, 40), wallet(13, 3, 0)] }),
      'POST /api/game/link': (call) => ({
        data: { link: `/games/builtin-slot-thai/?token=t-${(call.body as { wallet_id: number }).wallet_id}` },
      }),
    });
    renderScreen(<GameSheet />, '/slot');
    act(() => gameSelected({ ...slot, is_demo: false }));

    expect(await screen.findByText('กรุณาเลือกกระเป๋าเงิน', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('กระเป๋าเครดิตฟรี')).toBeNull();
    expect(server.callsTo('POST /api/game/wallets')[0]!.body).toEqual({
      game_id: 'builtin-slot-thai',
      provider_id: 'builtin',
      sub_provider_id: '',
    });
    fireEvent.click(screen.getByText('กระเป๋าโปรโมชั่น'));

    const frame = await waitFor(() => {
      const found = document.querySelector('iframe');
      expect(found).not.toBeNull();
      return found!;
    }, WAIT);
    expect(frame.getAttribute('src')).toBe('/games/builtin-slot-thai/?token=t-12');
    expect(server.callsTo('POST /api/game/link')[0]!.body).toMatchObject({ wallet_id: 12, source: 'slot' });
    expect(await screen.findByText('กำลังพาท่านเข้าสู่เกม...', {}, WAIT)).toBeTruthy();
  });

  it('chooses the only remaining wallet itself and never shows the picker', async () => {
    const server = fakeServer({
      'POST /api/game/wallets': () => ({ data: [wallet(21, 1, 0), wallet(22, 2, 0)] }),
      'POST /api/game/link': () => ({ data: { link: '/games/builtin-slot-thai/?token=abc' } }),
    });
    renderScreen(<GameSheet />, '/slot');
    act(() => gameSelected({ ...slot, is_demo: false }));
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull(), WAIT);
    expect(server.callsTo('POST /api/game/link')[0]!.body).toMatchObject({ wallet_id: 21 });
    expect(screen.queryByText('กรุณาเลือกกระเป๋าเงิน')).toBeNull();
  });

  it('opens a demo link without asking for wallets', async () => {
    const server = fakeServer({
      'POST /api/game/demo': () => ({ data: { link: '/games/builtin-slot-thai/?mode=demo&lang=th' } }),
    });
    renderScreen(<GameSheet />, '/slot');
    act(() => gameSelected({ ...slot, is_demo: true }));
    await waitFor(
      () =>
        expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
          '/games/builtin-slot-thai/?mode=demo&lang=th',
        ),
      WAIT,
    );
    expect(server.callsTo('POST /api/game/wallets')).toHaveLength(0);
  });

  it('shows the พบบางอย่างผิดปกติ popup with the server message when the link is refused, and closes', async () => {
    fakeServer({
      'POST /api/game/wallets': () => ({ data: [wallet(31, 1, 10)] }),
      'POST /api/game/link': () => ({ error: 4002, message: 'กระเป๋าเงินนี้ใช้เล่นเกมนี้ไม่ได้ กรุณาเลือกกระเป๋าอื่น' }),
    });
    renderScreen(<GameSheet />, '/slot');
    act(() => gameSelected({ ...slot, is_demo: false }));
    expect(await screen.findByText('พบบางอย่างผิดปกติ', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('กระเป๋าเงินนี้ใช้เล่นเกมนี้ไม่ได้ กรุณาเลือกกระเป๋าอื่น')).toBeTruthy();
    expect(getGameState()).toMatchObject({ selectedGame: null, walletId: null, link: null });
  });

  it('shows a failed demo as an error toast and closes the sheet', async () => {
    fakeServer({ 'POST /api/game/demo': () => ({ error: 4001, message: 'ไม่พบเกมนี้ หรือเกมปิดปรับปรุงชั่วคราว' }) });
    renderScreen(<GameSheet />, '/slot');
    act(() => gameSelected({ ...slot, is_demo: true }));
    expect(await screen.findByText('ไม่พบเกมนี้ หรือเกมปิดปรับปรุงชั่วคราว', {}, WAIT)).toBeTruthy();
    expect(getGameState().selectedGame).toBeNull();
  });

  it('clears the link, the wallet and the game on close, and tells the app', async () => {
    fakeServer({
      'POST /api/game/wallets': () => ({ data: [wallet(41, 1, 10)] }),
      'POST /api/game/link': () => ({ data: { link: '/games/builtin-slot-thai/?token=x' } }),
    });
    const onClosed = vi.fn();
    const onWalletChosen = vi.fn();
    renderScreen(<GameSheet onClosed={onClosed} onWalletChosen={onWalletChosen} />, '/slot');
    act(() => gameSelected({ ...slot, is_demo: false }));
    await waitFor(() => expect(getGameState().link).not.toBeNull(), WAIT);
    expect(onWalletChosen).toHaveBeenCalledWith(41);
    fireEvent.click(screen.getByLabelText('ปิดเกม'));
    expect(getGameState()).toMatchObject({ selectedGame: null, walletId: null, link: null });
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});
