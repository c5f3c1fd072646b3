import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { gameClosed, gameSelected, useSelectedGame } from '@features/game/stores/game-store';
import { LoadingBlock } from '@ui/loading-block';
import { useLiffBack } from '../layouts/liff-back-button';

/**
 * `/liff/play/<provider>/<game>`: opens the game in the layout's game sheet (the same launch as from a lobby; the
 * ids in the path survive LINE login). Closing the game goes back: to the screen before, or to the LIFF home
 * when the link was opened cold, never to an empty page.
 */
export const Component = () => {
  const { providerId = '', gameId = '' } = useParams();
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
