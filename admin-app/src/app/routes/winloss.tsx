import { WinLossScreen } from '@admin-app/features/winloss/components/winloss-screen';

export const Component = WinLossScreen;
