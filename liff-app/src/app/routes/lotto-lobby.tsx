import { LobbyPage } from '@features/lotto/components/lobby-page';
import { LiffLotto } from './lotto-links';

/** `/liff/lotto`: the markets and their rounds, inside LINE. */
export const Component = () => (
  <LiffLotto>
    <LobbyPage />
  </LiffLotto>
);
