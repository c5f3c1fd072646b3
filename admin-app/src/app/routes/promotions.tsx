import { PromotionsPage } from '@admin-app/features/promotions/components/promotions-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'rewards.view' };

export const Component = () => <PromotionsPage />;
