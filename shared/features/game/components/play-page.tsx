import { useEffect } from 'react';
import { GameFrame } from './game-frame';
import { gameClosed, gameSelected } from '../stores/game-store';
import './game.css';

export type PlayPageProps = {
  /** From the URL: `/play?game_id=...&provider_id=...&demo=1`. */
  gameId: string | null;
  providerId: string | null;
  demo: boolean;
  isLoggedIn: boolean;
  onLoginRequired: () => void;
};

/**
 * The game play page: the same launch flow as the sheet, on a page of its own (a shared deep link). Guests get
 * the demo when they asked for it, else the login.
 */
export const PlayPage = ({ gameId, providerId, demo, isLoggedIn, onLoginRequired }: PlayPageProps) => {
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
    <div className="game-play">
      <GameFrame />
    </div>
  );
};
