import { GamesPage } from '@admin-app/features/games/components/games-page';

export const Component = () => <GamesPage />;
