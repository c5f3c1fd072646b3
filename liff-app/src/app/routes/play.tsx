import { useParams } from 'react-router-dom';
import { PlayPage } from '@features/game/components/play-page';

const noLoginNeeded = () => undefined;

/** `/liff/play/<provider>/<game>`: one game on a page of its own (the ids in the path survive LINE login). */
export const Component = () => {
  const { providerId = '', gameId = '' } = useParams();
  return (
    <PlayPage
      gameId={gameId}
      providerId={providerId}
      demo={false}
      isLoggedIn
      onLoginRequired={noLoginNeeded}
    />
  );
};
