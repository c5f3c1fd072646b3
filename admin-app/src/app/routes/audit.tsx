import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'audit.view' };

// Built in the next commit.
export const Component = () => null;
