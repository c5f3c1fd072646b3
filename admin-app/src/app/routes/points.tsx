import { PointsPage } from '@admin-app/features/points/components/points-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'rewards.view' };

export const Component = () => <PointsPage />;
