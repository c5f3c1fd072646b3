import { DepositsScreen } from '@admin-app/features/deposits/components/deposits-screen';

export const Component = DepositsScreen;
