import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { gameClosed, gameSelected, useSelectedGame } from '@features/game/stores/game-store';
import { gameStrings } from '@features/game/strings';
import { useAppLinks } from '@ui/app-links';
import { EmptyState } from '@ui/empty-state';
import { LoadingBlock } from '@ui/loading-block';
import { useLiffBack } from '../layouts/liff-back-button';

/**
 * `/liff/play/<provider>/<game>`: opens the game in the layout's game sheet (the same launch as from a lobby; the
 * ids in the path survive LINE login). Closing the game goes back: to the screen before, or to the LIFF home
 * when the link was opened cold, never to an empty page. Without a game (a bare `/liff/play`), the way to the
 * lobbies, as the web's bare /play.
 */
export const Component = () => {
  const { providerId = '', gameId = '' } = useParams();
  return providerId && gameId ? <LaunchGame providerId={providerId} gameId={gameId} /> : <NoGame />;
};

const LaunchGame = ({ providerId, gameId }: { providerId: string; gameId: string }) => {
  const selected = useSelectedGame();
  const back = useLiffBack();
  const wasOpen = useRef(false);

  useEffect(() => {
    gameSelected({
      game_id: gameId,
      provider_id: providerId,
      sub_provider_id: '',
      source: 'play',
      is_demo: false,
    });
    return gameClosed;
  }, [gameId, providerId]);

  useEffect(() => {
    if (selected) wasOpen.current = true;
    else if (wasOpen.current) back();
  }, [selected, back]);

  return <LoadingBlock lines={3} />;
};

const NoGame = () => {
  const lobbies = useAppLinks().href.lobbies;
  return (
    <div data-testid="liff-play-none">
      <EmptyState
        title={gameStrings.chooseGame}
        action={
          lobbies && (
            <Link to={lobbies} className="liff-play-none__link">
              {gameStrings.backToLobby}
            </Link>
          )
        }
      />
    </div>
  );
};
