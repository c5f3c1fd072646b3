import { LobbyPage } from '@features/lotto/components/lobby-page';
import { WebLotto } from './lotto-links';

/** /lotto/lobby: the markets and their rounds. */
export const Component = () => (
  <WebLotto>
    <LobbyPage />
  </WebLotto>
);
