import type { PlayTarget } from '../lib/play-target';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SearchBar } from 'antd-mobile';
import type { GameItem, LobbyConfig } from '@contract/game';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useFavouriteMutation, useFavouritesQuery } from '../api/favourites';
import { useLobbyConfigQuery } from '../api/get-lobby-config';
import { useStudiosQuery } from '../api/get-studios';
import { searchNeedle } from '../api/search-games';
import { useDebounced } from '../hooks/use-debounced';
import { replayEarlyTap } from '../lib/early-taps';
import { gameStrings } from '../strings';
import { CategoryChips, categoryTitles, type Chip } from './category-chips';
import { LobbyShelves } from './lobby-shelves';
import { SearchResults } from './search-results';
import { StudioTabs, type StudioTab } from './studio-tabs';
import { PagedGrid, VirtualGrid } from './virtual-grid';
import './game.css';
import './lobby.css';

/** How long typing must pause before the search is asked. */
const SEARCH_PAUSE_MS = 300;

export type LobbyPageProps = {
  lobbyKey: string;
  isLoggedIn: boolean;
  /** A guest tapped play or a heart: the app asks them to log in (and back to the game tapped, if any). */
  onLoginRequired: (game?: PlayTarget) => void;
  /**
   * Whether this lobby owns the page's taps: it replays a card tapped before the scripts ran (lib/early-taps.ts).
   * Not the LIFF shell's lobby, which the app's lobby replaces, and whose taps are the app's.
   */
  replaysEarlyTaps?: boolean;
};

const gameKey = (game: GameItem) => `${game.provider_id}:${game.game_id}`;

/** Another studio or category starts at the top of its list, not where the last one was scrolled to. */
const backToTop = (lobby: HTMLElement | null) => {
  if (lobby && lobby.getBoundingClientRect().top < 0) lobby.scrollIntoView?.({ block: 'start' });
};

type LobbyBodyProps = Omit<LobbyPageProps, 'lobbyKey'> & { config: LobbyConfig };

const LobbyBody = ({ config, isLoggedIn, onLoginRequired, replaysEarlyTaps = true }: LobbyBodyProps) => {
  const [text, setText] = useState('');
  const typed = useDebounced(text, SEARCH_PAUSE_MS);
  const [tab, setTab] = useState<StudioTab | null>(null);
  const [chip, setChip] = useState<Chip>(null);
  const lobbyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (replaysEarlyTaps && lobbyRef.current) replayEarlyTap(lobbyRef.current);
  }, [replaysEarlyTaps]);
  const selectTab = (next: StudioTab | null) => {
    setTab(next);
    backToTop(lobbyRef.current);
  };
  const selectChip = (next: Chip) => {
    setChip(next);
    backToTop(lobbyRef.current);
  };
  const lobbyCategories = config.categories.join(',');
  const categories = chip && chip !== 'favourites' ? chip : lobbyCategories;
  const studios = useStudiosQuery(lobbyCategories);
  const favourites = useFavouritesQuery(isLoggedIn);
  const { mutate } = useFavouriteMutation();

  const mine = useMemo(
    () => (favourites.data ?? []).filter((game) => config.categories.includes(game.category)),
    [favourites.data, config.categories],
  );
  const favouriteKeys = useMemo(() => new Set((favourites.data ?? []).map(gameKey)), [favourites.data]);
  const favouriteOf = useCallback(
    (game: GameItem) => {
      const on = isLoggedIn && favouriteKeys.has(gameKey(game));
      return {
        on,
        onToggle: () => (isLoggedIn ? mutate({ game, favourite: !on }) : onLoginRequired()),
      };
    },
    [favouriteKeys, isLoggedIn, mutate, onLoginRequired],
  );
  const cardProps = { isLoggedIn, onLoginRequired, favouriteOf };
  const searching = config.show_search && searchNeedle(text) !== '';
  const title = tab?.name ?? (chip && chip !== 'favourites' ? categoryTitles[chip] : gameStrings.games);

  return (
    <div className="game-lobby" ref={lobbyRef}>
      <div className="lobby-bar">
        {studios.data && studios.data.length > 1 && (
          <StudioTabs studios={studios.data} selected={tab} onSelect={selectTab} />
        )}
        {config.show_search && (
          <SearchBar
            className="lobby-search"
            placeholder={gameStrings.searchPlaceholder}
            value={text}
            onChange={setText}
            onClear={() => setText('')}
            aria-label={gameStrings.search}
          />
        )}
        <CategoryChips
          categories={config.categories}
          withFavourites={isLoggedIn}
          selected={chip}
          onSelect={selectChip}
        />
      </div>
      {searching ? (
        <SearchResults
          text={typed}
          categories={lobbyCategories}
          studio={tab?.name}
          onClear={() => setText('')}
          {...cardProps}
        />
      ) : chip === 'favourites' ? (
        favourites.isError ? (
          <ErrorBlock error={favourites.error} onRetry={() => void favourites.refetch()} />
        ) : favourites.data && mine.length === 0 ? (
          <EmptyState title={gameStrings.noFavourites} icon="♡" />
        ) : (
          <VirtualGrid
            title={gameStrings.favourites}
            games={mine}
            total={favourites.data ? mine.length : 6}
            source="favourites"
            {...cardProps}
          />
        )
      ) : (
        <>
          {!tab && !chip && (
            <LobbyShelves
              categories={lobbyCategories}
              showHot={config.show_hot}
              showLast={config.show_last}
              favourites={favourites.data ? mine : undefined}
              {...cardProps}
            />
          )}
          <PagedGrid
            title={title}
            params={{ categories, provider: tab?.provider, studio: tab?.studio, shelf: 'all' }}
            lead={Boolean(tab || chip)}
            {...cardProps}
          />
        </>
      )}
    </div>
  );
};

/**
 * A game lobby for hundreds of games: studio tabs, search, category chips, the shelves (recently played,
 * favourites, hot, new) and a grid that renders only the rows on screen. Shared by the web and LIFF apps.
 */
export const LobbyPage = ({ lobbyKey, ...rest }: LobbyPageProps) => {
  const config = useLobbyConfigQuery(lobbyKey);
  if (config.isLoading) return <LoadingBlock lines={6} />;
  if (!config.data) return <ErrorBlock error={config.error} onRetry={() => void config.refetch()} />;
  return (
    <PageShell title={config.data.title}>
      <LobbyBody config={config.data} {...rest} />
    </PageShell>
  );
};
