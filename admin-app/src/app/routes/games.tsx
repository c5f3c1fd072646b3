import { GamesPage } from '@admin-app/features/games/components/games-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'games.manage' };

export const Component = () => <GamesPage />;
