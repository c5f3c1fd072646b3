import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'staff.manage' };

// Built in the next commit.
export const Component = () => null;
