import { DeepLinkBuilder } from '@admin-app/features/deeplinks/components/deeplink-builder';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'deeplinks.use' };

export const Component = () => <DeepLinkBuilder />;
