import type { PlayTarget } from '../lib/play-target';
import type { GameListCategory } from '@contract/game';
import { useGameListQuery } from '../api/get-game-list';
import { filterGames } from '../lib/filter-games';
import { GameGrid } from './game-grid';

type CategorySectionProps = {
  category: GameListCategory;
  title: string;
  search: string;
  provider: string | null;
  isLoggedIn: boolean;
  /** A guest tapped play: the app sends them to log in, and back to this game after. */
  onLoginRequired: (game?: PlayTarget) => void;
  showEmpty?: boolean;
};

/** One list of a lobby (a category, hot or last played), from the lobby cache first, then the server. */
export const CategorySection = ({
  category,
  title,
  search,
  provider,
  showEmpty,
  ...rest
}: CategorySectionProps) => {
  const list = useGameListQuery({ category }, { enabled: category !== 'last' || rest.isLoggedIn });
  const games = filterGames(list.data ?? [], search, provider);
  return <GameGrid title={title} games={games} source={category} showEmpty={showEmpty} {...rest} />;
};
