import { TransfersScreen } from '@admin-app/features/transfers/components/transfers-screen';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'transfers.review' };
export const Component = TransfersScreen;
