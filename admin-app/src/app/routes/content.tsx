import { ContentPage } from '@admin-app/features/content/components/content-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'content.manage' };

export const Component = () => <ContentPage />;
