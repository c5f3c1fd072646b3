import type { PlayTarget } from '../lib/play-target';
import { useEffect } from 'react';
import type { GameItem } from '@contract/game';
import { LOBBY_PAGE_SIZE } from '@contract/game-lobby';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { useGamePagesQuery } from '../api/get-game-page';
import type { GamePageParams } from '../api/keys';
import { GRID_GAP, useWindowedRows } from '../hooks/use-windowed-rows';
import { gameStrings } from '../strings';
import { GameCard } from './game-card';

export type CardProps = {
  isLoggedIn: boolean;
  onLoginRequired: (game?: PlayTarget) => void;
  favouriteOf: (game: GameItem) => { on: boolean; onToggle: () => void };
};

type VirtualGridProps = CardProps & {
  title: string;
  games: readonly GameItem[];
  /** The whole list's size: rows past the loaded games show placeholders of the same size. */
  total: number;
  source: string;
  /** Called with the last index on screen, to load what comes next. */
  onReach?: (index: number) => void;
  /** The grid is the top of the screen (no shelf above it): its first row leads (GameCard's `lead`). */
  lead?: boolean;
};

/** A placeholder of a card's exact size (thumbnail, name, buttons): nothing moves when the game arrives. */
const CardSkeleton = () => (
  <div className="game-card game-card--skeleton" aria-hidden>
    <div className="game-card__image-button" />
    <div className="game-card__skeleton-line" />
  </div>
);

/**
 * A grid of many games that renders only the rows on screen (useWindowedRows): the grid keeps its full height
 * and the window of rows is moved down to where the screen is. Rows have one fixed height.
 */
export const VirtualGrid = ({
  title,
  games,
  total,
  source,
  onReach,
  lead = false,
  favouriteOf,
  ...rest
}: VirtualGridProps) => {
  const { ref, columns, rowHeight, rows, first, last } = useWindowedRows(total);
  const from = first * columns;
  const to = Math.min(total, last * columns);
  useEffect(() => {
    if (to > 0) onReach?.(to - 1);
  }, [to, onReach]);
  const cells = [];
  for (let index = from; index < to; index += 1) {
    const game = games[index];
    cells.push(
      game ? (
        <GameCard
          key={`${game.provider_id}:${game.game_id}`}
          game={game}
          source={source}
          favourite={favouriteOf(game)}
          lead={lead && index < columns}
          eager={index < columns}
          {...rest}
        />
      ) : (
        <CardSkeleton key={`skeleton-${index}`} />
      ),
    );
  }
  return (
    <section className="lobby-grid" aria-label={title} aria-busy={games.length < to}>
      <h2 className="lobby-grid__title">
        {title} <span className="lobby-grid__count">{gameStrings.gameCount(total)}</span>
      </h2>
      <div ref={ref} className="lobby-grid__space" style={{ height: rows * rowHeight }}>
        <div
          className="lobby-grid__window"
          style={{
            transform: `translateY(${first * rowHeight}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gridAutoRows: rowHeight - GRID_GAP,
            gap: GRID_GAP,
          }}
        >
          {cells}
        </div>
      </div>
    </section>
  );
};

type PagedGridProps = CardProps & {
  title: string;
  params: GamePageParams;
  emptyText?: string;
  lead?: boolean;
};

/** The lobby's grid over the server's pages: a page is fetched when its rows come near the screen. */
export const PagedGrid = ({ title, params, emptyText, lead, ...cardProps }: PagedGridProps) => {
  const pages = useGamePagesQuery(params);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const games = pages.data?.pages.flatMap((page) => page.games) ?? [];
  const loaded = games.length;
  const onReach = (index: number) => {
    if (index >= loaded && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  // A server-rendered page brought only the grid's first rows (prefetchGuestLobby): the rest of its first page
  // is asked for once the page is the client's, from where it stops, before the member scrolls to it.
  const short = loaded > 0 && loaded < Math.min(pages.data?.pages[0]?.total ?? 0, LOBBY_PAGE_SIZE);
  useEffect(() => {
    if (short && hasNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [short, hasNextPage, fetchNextPage]);
  if (pages.isError && !pages.data) {
    return <ErrorBlock error={pages.error} onRetry={() => void pages.refetch()} />;
  }
  const total = pages.data?.pages[0]?.total ?? (pages.isPending ? 12 : 0);
  if (total === 0) return <EmptyState title={emptyText ?? gameStrings.emptyList} icon="🎮" />;
  return (
    <VirtualGrid
      title={title}
      games={games}
      total={total}
      source={params.shelf === 'all' ? params.categories.split(',')[0]! : params.shelf}
      onReach={onReach}
      lead={lead}
      {...cardProps}
    />
  );
};
