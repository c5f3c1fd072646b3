import type { Permission } from '@contract/admin/permissions';

/** What a route module may export as `handle`: the permission that opens the page. */
export type RouteHandle = { permission?: Permission };
