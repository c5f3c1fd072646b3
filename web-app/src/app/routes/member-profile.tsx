import { ProfilePage } from '@features/account/components/profile-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { backHome: true };

export const Component = ProfilePage;
