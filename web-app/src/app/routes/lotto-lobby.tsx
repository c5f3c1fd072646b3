import { LobbyPage } from '@features/lotto/components/lobby-page';
import { paths } from '../paths';
import type { RouteHandle } from '../route-handle';
import { WebLotto } from './lotto-links';

// A guest who taps "หวย" reads the results (rates and registration offered there), not a login form.
export const handle: RouteHandle = { guestHref: paths.lottoResults.getHref() };

/** /lotto/lobby: the markets and their rounds. */
export const Component = () => (
  <WebLotto>
    <LobbyPage />
  </WebLotto>
);
