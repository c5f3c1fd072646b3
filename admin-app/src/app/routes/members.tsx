import { MemberSearch } from '@admin-app/features/members/components/member-search';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'members.view' };

export const Component = () => <MemberSearch />;
