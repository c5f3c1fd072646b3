import { InboxPage } from '@features/inbox/components/inbox-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { backHome: true };

export const Component = InboxPage;
