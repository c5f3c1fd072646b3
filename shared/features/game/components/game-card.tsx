import type { PlayTarget } from '../lib/play-target';
import type { GameItem } from '@contract/game';
import { useNearScreen } from '../hooks/use-near-screen';
import { gameSelected } from '../stores/game-store';
import { gameStrings } from '../strings';

type GameCardProps = {
  game: GameItem;
  source: string;
  isLoggedIn: boolean;
  /** A guest tapped play: the app sends them to log in, and back to this game after. */
  onLoginRequired: (game?: PlayTarget) => void;
  /** The lobby's heart: whether the game is a favourite and what a tap does (a guest is asked to log in). */
  favourite?: { on: boolean; onToggle: () => void };
  /**
   * One of the few cards at the top of the lobby's first screen (the first shelf's first cards, or the grid's
   * first row when no shelf is above it): the largest paint. Its thumbnail is asked for at once and ahead of
   * the others (`fetchpriority="high"`); the rest are asked for only as they come near the screen.
   */
  lead?: boolean;
  /**
   * On the first screen without leading (the first cards of the other shelves, the grid's first row): its
   * thumbnail is in the page from the first render, the server's included, asked for as the browser lays it
   * out (`loading="lazy"`, default priority), not only after the scripts have hydrated the page.
   */
  eager?: boolean;
};

/** One game of a grid: lazy image, name, the real and demo launch buttons, and the lobby's heart. */
export const GameCard = ({
  game,
  source,
  isLoggedIn,
  onLoginRequired,
  favourite,
  lead = false,
  eager = false,
}: GameCardProps) => {
  const open = game.status === 'active';
  const { ref, near } = useNearScreen<HTMLButtonElement>(lead || eager);
  const select = (isDemo: boolean) =>
    gameSelected({
      game_id: game.game_id,
      provider_id: game.provider_id,
      sub_provider_id: game.sub_provider_id,
      source,
      is_demo: isDemo,
      name: game.name,
    });
  const handlePlay = () =>
    isLoggedIn ? select(false) : onLoginRequired({ game_id: game.game_id, provider_id: game.provider_id });

  return (
    <article
      className={`game-card${open ? '' : ' game-card--closed'}`}
      data-game={`${game.provider_id}:${game.game_id}`}
    >
      <button
        ref={ref}
        type="button"
        className="game-card__image-button"
        disabled={!open}
        onClick={handlePlay}
      >
        {lead ? (
          <img className="game-card__image" src={game.image} alt={game.name} fetchPriority="high" />
        ) : (
          near && (
            <img
              className="game-card__image"
              src={game.image}
              alt={game.name}
              loading="lazy"
              decoding="async"
            />
          )
        )}
        {game.is_hot && <span className="game-card__badge">{gameStrings.hotBadge}</span>}
        {!open && <span className="game-card__closed">{gameStrings.maintenance}</span>}
      </button>
      {favourite && (
        <button
          type="button"
          className={`game-card__heart${favourite.on ? ' game-card__heart--on' : ''}`}
          aria-pressed={favourite.on}
          aria-label={
            favourite.on ? gameStrings.removeFavourite(game.name) : gameStrings.addFavourite(game.name)
          }
          onClick={favourite.onToggle}
        >
          <span aria-hidden>{favourite.on ? '♥' : '♡'}</span>
        </button>
      )}
      <h3 className="game-card__name">{game.name}</h3>
      {game.rtp !== null && <p className="game-card__rtp">{gameStrings.rtp(game.rtp)}</p>}
      <div className="game-card__actions">
        <button type="button" className="game-card__play" disabled={!open} onClick={handlePlay}>
          {gameStrings.play}
        </button>
        {game.demo && (
          <button type="button" className="game-card__demo" disabled={!open} onClick={() => select(true)}>
            {gameStrings.demo}
          </button>
        )}
      </div>
    </article>
  );
};
