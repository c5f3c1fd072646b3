/**
 * The one permission matrix lives in the contract (`shared/contract/admin/permissions.ts`) so the console can
 * hide the pages a role may not open from the same table the server enforces. Server code imports it from here.
 */
export {
  permissions,
  permissionsOf,
  roleMay,
  isStaffRole,
  type Permission,
  type StaffRole,
} from '@contract/admin/permissions';
