import { CashbackAdminPage } from '@admin-app/features/cashback/components/cashback-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'rewards.view' };

export const Component = () => <CashbackAdminPage />;
