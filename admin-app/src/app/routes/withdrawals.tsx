import { WithdrawalQueueScreen } from '@admin-app/features/withdrawals/components/withdrawal-queue-screen';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'withdrawals.decide' };
export const Component = WithdrawalQueueScreen;
