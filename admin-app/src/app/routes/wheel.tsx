import { WheelAdminPage } from '@admin-app/features/wheel/components/wheel-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'rewards.view' };

export const Component = () => <WheelAdminPage />;
