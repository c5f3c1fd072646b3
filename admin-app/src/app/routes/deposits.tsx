import { DepositsScreen } from '@admin-app/features/deposits/components/deposits-screen';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'deposits.view' };
export const Component = DepositsScreen;
