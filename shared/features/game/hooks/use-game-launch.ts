import { useEffect, useRef } from 'react';
import { Dialog, Toast } from 'antd-mobile';
import { showToast, TOAST_LONG_MS, TOAST_SHORT_MS } from '@ui/toast';
import { useDemoLinkMutation } from '../api/get-demo-link';
import { useGameLinkMutation } from '../api/get-game-link';
import { useGameWalletsQuery } from '../api/get-game-wallets';
import { autoWallet, isMobileScreen, launchableWallets } from '../lib/pick-wallet';
import {
  gameClosed,
  linkReceived,
  useChosenWallet,
  useGameLink,
  useSelectedGame,
  walletChosen,
  type SelectedGame,
} from '../stores/game-store';
import { gameStrings } from '../strings';

/**
 * The launch's `source`, marked `liff:` inside the LIFF app: the server sends an aggregator's game back to the
 * LIFF screens then (its lobby and deposit buttons), and our pages send no Referer to tell it otherwise.
 */
const launchSource = (source: string) =>
  typeof window !== 'undefined' && window.location.pathname.startsWith('/liff') ? `liff:${source}` : source;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** SPEC §8: a failed demo link is an error toast at the top for 3 s; the sheet closes. */
const demoFailed = (error: unknown) => {
  Toast.show({ content: messageOf(error), icon: 'fail', position: 'top', duration: TOAST_LONG_MS });
  gameClosed();
};

/** SPEC §8: a refused or failed game link is a popup titled พบบางอย่างผิดปกติ with the message. */
const linkFailed = (error: unknown) => {
  void Dialog.alert({
    title: gameStrings.errorTitle,
    content: messageOf(error),
    confirmText: gameStrings.ok,
  });
  gameClosed();
};

/**
 * The launch flow of SPEC §4 for the selected game: demo -> demo link; real -> wallets, filtered (balance above
 * 0 or the main wallet), chosen automatically when one remains, else by the member; then the link.
 */
export const useGameLaunch = () => {
  const game = useSelectedGame();
  const walletId = useChosenWallet();
  const link = useGameLink();
  const realGame = game && !game.is_demo ? game : null;
  const wallets = useGameWalletsQuery(realGame);
  const demo = useDemoLinkMutation();
  const real = useGameLinkMutation();
  // Effects may run twice (StrictMode, re-renders): each launch step starts once per selection.
  const started = useRef<{ game: SelectedGame | null; walletId: number | null }>({
    game: null,
    walletId: null,
  });

  useEffect(() => {
    if (!game?.is_demo || started.current.game === game) return;
    started.current = { game, walletId: null };
    const { game_id, provider_id, source } = game;
    demo.mutate(
      { game_id, provider_id, source: launchSource(source), is_mobile: isMobileScreen() },
      { onSuccess: (answer) => linkReceived(answer.link), onError: demoFailed },
    );
  }, [game, demo]);

  useEffect(() => {
    if (!realGame || walletId !== null || !wallets.data) return;
    const auto = autoWallet(wallets.data);
    if (auto !== null) walletChosen(auto);
  }, [realGame, walletId, wallets.data]);

  useEffect(() => {
    if (!wallets.error) return;
    showToast(messageOf(wallets.error), 'error');
    gameClosed();
  }, [wallets.error]);

  useEffect(() => {
    if (!realGame || walletId === null || link) return;
    if (started.current.game === realGame && started.current.walletId === walletId) return;
    started.current = { game: realGame, walletId };
    showToast(gameStrings.enteringGame, 'success', TOAST_SHORT_MS);
    const { game_id, provider_id, source } = realGame;
    real.mutate(
      {
        wallet_id: walletId,
        game_id,
        provider_id,
        source: launchSource(source),
        is_mobile: isMobileScreen(),
      },
      { onSuccess: (answer) => linkReceived(answer.link), onError: linkFailed },
    );
  }, [realGame, walletId, link, real]);

  const offered = launchableWallets(wallets.data ?? []);
  return {
    game,
    link,
    offeredWallets: offered,
    loadingWallets: realGame !== null && wallets.isLoading,
    mustChooseWallet:
      realGame !== null && walletId === null && wallets.data !== undefined && offered.length > 1,
    noWallet: realGame !== null && wallets.data !== undefined && offered.length === 0,
  };
};
