import { TransfersScreen } from '@admin-app/features/transfers/components/transfers-screen';

export const Component = TransfersScreen;
