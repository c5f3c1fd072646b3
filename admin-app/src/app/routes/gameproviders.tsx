import { ProvidersPage } from '@admin-app/features/game-providers/components/providers-page';

export const Component = () => <ProvidersPage />;
