import type { StaffMe } from '@contract/admin/auth';
import { isStaffRole, permissionsOf } from './permissions';

/** What the console knows of the signed-in staff member: who, which role, and what that role may do. */
export const staffMeOf = (staff: {
  id: number;
  username: string;
  displayName: string;
  role: string;
}): StaffMe => ({
  id: staff.id,
  username: staff.username,
  display_name: staff.displayName,
  // A hand-written unknown role may do nothing; shown as the least-privileged role.
  role: isStaffRole(staff.role) ? staff.role : 'content',
  permissions: permissionsOf(staff.role),
});
