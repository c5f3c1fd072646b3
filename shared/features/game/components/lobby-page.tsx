import type { PlayTarget } from '../lib/play-target';
import { useState } from 'react';
import { SearchBar } from 'antd-mobile';
import type { GameCategory } from '@contract/game';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useGameLobbyQuery } from '../api/get-game-lobby';
import { useLobbyConfigQuery } from '../api/get-lobby-config';
import { gameStrings } from '../strings';
import { CategorySection } from './category-section';
import { ProviderLogos } from './provider-logos';
import './game.css';

const categoryTitles: Record<GameCategory, string> = {
  slot: 'สล็อต',
  freespin: 'ฟรีสปิน',
  casino: 'คาสิโน',
  fishing: 'ยิงปลา',
  sport: 'กีฬา',
};

export type LobbyPageProps = {
  lobbyKey: string;
  isLoggedIn: boolean;
  /** A guest tapped a real launch: the app sends them to log in. */
  /** A guest tapped play: the app sends them to log in, and back to this game after. */
  onLoginRequired: (game?: PlayTarget) => void;
};

/** A game lobby: provider logos, search, hot and last played, and the grids of the lobby's categories. */
export const LobbyPage = ({ lobbyKey, isLoggedIn, onLoginRequired }: LobbyPageProps) => {
  const config = useLobbyConfigQuery(lobbyKey);
  const single = config.data?.categories.length === 1 ? config.data.categories[0] : undefined;
  const lobby = useGameLobbyQuery(single);
  const [search, setSearch] = useState('');
  const [provider, setProvider] = useState<string | null>(null);

  if (config.isLoading) return <LoadingBlock lines={6} />;
  if (!config.data) return <ErrorBlock error={config.error} onRetry={() => void config.refetch()} />;
  const { title, categories, show_hot, show_last, show_search } = config.data;
  const shared = { search, provider, isLoggedIn, onLoginRequired };

  return (
    <PageShell title={title}>
      <div className="game-lobby">
        {lobby.data && lobby.data.providers.length > 0 && (
          <ProviderLogos providers={lobby.data.providers} selected={provider} onSelect={setProvider} />
        )}
        {show_search && (
          <SearchBar
            placeholder={gameStrings.search}
            value={search}
            onChange={setSearch}
            aria-label={gameStrings.search}
          />
        )}
        {show_last && isLoggedIn && <CategorySection category="last" title={gameStrings.last} {...shared} />}
        {show_hot && <CategorySection category="hot" title={gameStrings.hot} {...shared} />}
        {categories.map((category) => (
          <CategorySection
            key={category}
            category={category}
            title={categoryTitles[category]}
            showEmpty={search !== ''}
            {...shared}
          />
        ))}
      </div>
    </PageShell>
  );
};
