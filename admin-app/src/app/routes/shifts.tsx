import { ShiftsScreen } from '@admin-app/features/shifts/components/shifts-screen';

export const Component = ShiftsScreen;
