import { useEffect } from 'react';
import { GameFrame } from './game-frame';
import { gameClosed, gameSelected, useSelectedGame } from '../stores/game-store';
import { gameStrings } from '../strings';
import './game.css';

export type PlayPageProps = {
  /** From the URL: `/play?game_id=...&provider_id=...&demo=1`. */
  gameId: string | null;
  providerId: string | null;
  demo: boolean;
  isLoggedIn: boolean;
  onLoginRequired: () => void;
  /**
   * Leaves the page: back where the member came from, or the app's home when the page was opened directly
   * (a shared link), so the page is never a dead end.
   */
  onBack: () => void;
};

/**
 * The game play page: the same launch flow as the sheet, on a page of its own (a shared deep link). Guests get
 * the demo when they asked for it, else the login. A bar above the frame (never over the game) leads back.
 */
export const PlayPage = ({
  gameId,
  providerId,
  demo,
  isLoggedIn,
  onLoginRequired,
  onBack,
}: PlayPageProps) => {
  const game = useSelectedGame();
  useEffect(() => {
    if (!gameId || !providerId) return;
    if (!demo && !isLoggedIn) {
      onLoginRequired();
      return;
    }
    gameSelected({
      game_id: gameId,
      provider_id: providerId,
      sub_provider_id: '',
      source: 'play',
      is_demo: demo,
    });
    return gameClosed;
  }, [gameId, providerId, demo, isLoggedIn, onLoginRequired]);

  return (
    <div className="game-play" data-testid="play-page">
      <header className="game-sheet__bar">
        <button type="button" className="game-sheet__button" onClick={onBack}>
          {gameStrings.back}
        </button>
        <span className="game-sheet__title">{game?.name}</span>
      </header>
      <div className="game-sheet__content">
        {gameId && providerId ? (
          <GameFrame />
        ) : (
          <div className="game-frame__hint">
            <p>{gameStrings.chooseGame}</p>
            <button type="button" className="game-sheet__button" onClick={onBack}>
              {gameStrings.backToLobby}
            </button>
          </div>
        )}
      </div>
    </div>
  );
};
