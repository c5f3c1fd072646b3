import { startTransition, useEffect, useState } from 'react';
import type { GameItem } from '@contract/game';
import { LOBBY_SHELF_SIZE } from '@contract/game-lobby';
import { useGameListQuery } from '../api/get-game-list';
import { useGameShelfQuery } from '../api/get-game-page';
import { FIRST_RENDER_SHELF_CARDS, LEAD_CARDS } from '../lib/lead-cards';
import { gameStrings } from '../strings';
import { GameCard } from './game-card';
import type { CardProps } from './virtual-grid';

type ShelfProps = CardProps & {
  title: string;
  source: string;
  games: readonly GameItem[] | undefined;
  loading: boolean;
  /** The top shelf: its first cards' thumbnails are asked for at once, ahead of the others (GameCard). */
  lead?: boolean;
};

/** One shelf: a row of at most LOBBY_SHELF_SIZE cards that scrolls sideways; nothing when it is empty. */
const Shelf = ({ title, source, games, loading, lead = false, favouriteOf, ...rest }: ShelfProps) => {
  const [whole, setWhole] = useState(false);
  useEffect(() => startTransition(() => setWhole(true)), []);
  if (!loading && (!games || games.length === 0)) return null;
  return (
    <section className="lobby-shelf" aria-label={title} aria-busy={loading}>
      <h2 className="lobby-shelf__title">{title}</h2>
      <div className="lobby-shelf__row">
        {games
          ? games
              .slice(0, whole ? LOBBY_SHELF_SIZE : FIRST_RENDER_SHELF_CARDS)
              .map((game, index) => (
                <GameCard
                  key={`${game.provider_id}:${game.game_id}`}
                  game={game}
                  source={source}
                  favourite={favouriteOf(game)}
                  lead={lead && index < LEAD_CARDS}
                  eager={index < LEAD_CARDS}
                  {...rest}
                />
              ))
          : Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="game-card game-card--skeleton" aria-hidden>
                <div className="game-card__image-button" />
                <div className="game-card__skeleton-line" />
              </div>
            ))}
      </div>
    </section>
  );
};

type LobbyShelvesProps = CardProps & {
  categories: string;
  showHot: boolean;
  showLast: boolean;
  /** The member's favourites of this lobby's categories (undefined while they load or for a guest). */
  favourites: readonly GameItem[] | undefined;
};

/** Recently played, favourites, hot and new: the first screen of a lobby before its whole grid. */
export const LobbyShelves = ({
  categories,
  showHot,
  showLast,
  favourites,
  ...cardProps
}: LobbyShelvesProps) => {
  const last = useGameListQuery(
    { category: 'last', limit: LOBBY_SHELF_SIZE },
    { enabled: showLast && cardProps.isLoggedIn },
  );
  const hot = useGameShelfQuery({ categories, shelf: 'hot' }, showHot);
  const fresh = useGameShelfQuery({ categories, shelf: 'new' });
  const shown = (games: readonly GameItem[] | undefined, on = true) => on && (games?.length ?? 0) > 0;
  // The first shelf with games is the top of the screen (one still loading shows skeletons, no thumbnails).
  const top = [
    shown(last.data, showLast && cardProps.isLoggedIn) && 'last',
    shown(favourites, cardProps.isLoggedIn) && 'favourites',
    shown(hot.games, showHot) && 'hot',
    shown(fresh.games) && 'new',
  ].find(Boolean);
  return (
    <>
      {showLast && cardProps.isLoggedIn && (
        <Shelf
          title={gameStrings.last}
          source="last"
          lead={top === 'last'}
          games={last.data}
          loading={last.isPending}
          {...cardProps}
        />
      )}
      {cardProps.isLoggedIn && (
        <Shelf
          title={gameStrings.favourites}
          source="favourites"
          lead={top === 'favourites'}
          games={favourites}
          loading={false}
          {...cardProps}
        />
      )}
      {showHot && (
        <Shelf
          title={gameStrings.hot}
          source="hot"
          lead={top === 'hot'}
          games={hot.games}
          loading={hot.isPending}
          {...cardProps}
        />
      )}
      <Shelf
        title={gameStrings.newGames}
        source="new"
        lead={top === 'new'}
        games={fresh.games}
        loading={fresh.isPending}
        {...cardProps}
      />
    </>
  );
};
