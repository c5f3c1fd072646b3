import { useEffect, useRef, type ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import {
  fullScreenToggled,
  gameClosed,
  getGameState,
  useChosenWallet,
  useFullScreen,
  useSelectedGame,
} from '../stores/game-store';
import { gameStrings } from '../strings';
import { GameFrame } from './game-frame';
import './game.css';

type GameSheetProps = {
  /** The agent's logo, given by the app (a feature does not import another). */
  logo?: ReactNode;
  /** After closing: the app refreshes what playing may have changed (balances). */
  onClosed?: () => void;
  /** The wallet of this launch, for the app's own wallet state (SPEC §3 keeps it in sessionStorage). */
  onWalletChosen?: (walletId: number) => void;
};

/** SPEC §2 game sheet: full screen, the game in a frame, close, the logo and a full-screen toggle. */
export const GameSheet = ({ logo, onClosed, onWalletChosen }: GameSheetProps) => {
  const game = useSelectedGame();
  const walletId = useChosenWallet();
  const fullScreen = useFullScreen();
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (walletId !== null) onWalletChosen?.(walletId);
  }, [walletId, onWalletChosen]);

  useEffect(() => {
    // The browser's own full screen where it exists (not in every in-app browser); the sheet already fills
    // the viewport, so failing here changes nothing the member needs.
    const element = body.current;
    if (fullScreen && element && !document.fullscreenElement)
      element.requestFullscreen?.().catch(() => undefined);
    if (!fullScreen && document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
  }, [fullScreen]);

  useEffect(() => {
    // Leaving the browser's full screen with its own gesture (Esc, back) must show the sheet's bar again.
    const handleChange = () => {
      if (!document.fullscreenElement && getGameState().fullScreen) fullScreenToggled();
    };
    document.addEventListener('fullscreenchange', handleChange);
    return () => document.removeEventListener('fullscreenchange', handleChange);
  }, []);

  const handleClose = () => {
    gameClosed();
    onClosed?.();
  };

  return (
    <Popup
      visible={game !== null}
      position="bottom"
      bodyClassName="game-sheet"
      destroyOnClose
      onClose={handleClose}
    >
      <div ref={body} className={`game-sheet__body${fullScreen ? ' game-sheet__body--full' : ''}`}>
        {!fullScreen && (
          <header className="game-sheet__bar">
            <span className="game-sheet__logo">{logo}</span>
            <span className="game-sheet__title">{game?.name}</span>
            <button type="button" className="game-sheet__button" onClick={fullScreenToggled}>
              {gameStrings.fullScreen}
            </button>
            <button
              type="button"
              className="game-sheet__button"
              aria-label={gameStrings.close}
              onClick={handleClose}
            >
              ✕
            </button>
          </header>
        )}
        {fullScreen && (
          <div className="game-sheet__strip">
            <button type="button" className="game-sheet__exit-full" onClick={fullScreenToggled}>
              {gameStrings.exitFullScreen}
            </button>
          </div>
        )}
        <div className="game-sheet__content">
          <GameFrame />
        </div>
      </div>
    </Popup>
  );
};
