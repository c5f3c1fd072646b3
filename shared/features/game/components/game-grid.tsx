import type { PlayTarget } from '../lib/play-target';
import type { GameItem } from '@contract/game';
import { EmptyState } from '@ui/empty-state';
import { gameStrings } from '../strings';
import { GameCard } from './game-card';

type GameGridProps = {
  title: string;
  games: GameItem[];
  source: string;
  isLoggedIn: boolean;
  /** A guest tapped play: the app sends them to log in, and back to this game after. */
  onLoginRequired: (game?: PlayTarget) => void;
  /** Show the empty state instead of nothing when no game matches. */
  showEmpty?: boolean;
};

export const GameGrid = ({ title, games, showEmpty, ...cardProps }: GameGridProps) => {
  if (games.length === 0 && !showEmpty) return null;
  return (
    <section className="game-grid" aria-label={title}>
      <h2 className="game-grid__title">{title}</h2>
      {games.length === 0 ? (
        <EmptyState title={gameStrings.noGames} icon="🔍" />
      ) : (
        <div className="game-grid__items">
          {games.map((game) => (
            <GameCard key={`${game.provider_id}:${game.game_id}`} game={game} {...cardProps} />
          ))}
        </div>
      )}
    </section>
  );
};
