import { Button } from 'antd-mobile';
import { GAME_SEARCH_MIN } from '@contract/game-lobby';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { searchNeedle, useGameSearchQuery } from '../api/search-games';
import { gameStrings } from '../strings';
import { VirtualGrid, type CardProps } from './virtual-grid';

type SearchResultsProps = CardProps & {
  /** The text once typing paused (what is asked), and as it is now (what the empty state quotes). */
  text: string;
  categories: string;
  /**
   * The studio tab selected, if any: the search is of every studio (the server's search takes no studio), which
   * the results say above them, so that a member who picked a studio is not surprised by another's games.
   */
  studio?: string;
  onClear: () => void;
};

/**
 * The games of every studio whose Thai or English name holds the text; a way back to the lobby when none does.
 */
export const SearchResults = ({ studio, ...props }: SearchResultsProps) => (
  <>
    {studio && (
      <p className="lobby-search__hint" role="note">
        {gameStrings.searchAllStudios(studio)}
      </p>
    )}
    <Results {...props} />
  </>
);

const Results = ({ text, categories, onClear, ...cardProps }: Omit<SearchResultsProps, 'studio'>) => {
  const search = useGameSearchQuery(text, categories);
  if ([...searchNeedle(text)].length < GAME_SEARCH_MIN) {
    return <p className="lobby-search__hint">{gameStrings.searchShort}</p>;
  }
  if (search.isError && !search.data) {
    return <ErrorBlock error={search.error} onRetry={() => void search.refetch()} />;
  }
  if (!search.data)
    return (
      <VirtualGrid title={gameStrings.searchResults} games={[]} total={6} source="search" {...cardProps} />
    );
  if (search.data.games.length === 0) {
    return (
      <EmptyState
        title={gameStrings.notFound(text.trim())}
        description={gameStrings.notFoundHint}
        icon="🔍"
        action={
          <Button color="primary" fill="outline" onClick={onClear}>
            {gameStrings.clearSearch}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <VirtualGrid
        title={gameStrings.searchResults}
        games={search.data.games}
        total={search.data.games.length}
        source="search"
        {...cardProps}
      />
      {search.data.more && <p className="lobby-search__hint">{gameStrings.searchMore}</p>}
    </>
  );
};
