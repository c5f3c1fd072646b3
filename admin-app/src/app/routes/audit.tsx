import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { AuditPage } from '@admin-app/features/audit/components/audit-page';
import { useStaffQuery } from '@admin-app/features/staff/api/get-staff';

/** The audit log; its staff filter appears for viewers who may list the staff. */
export const Component = () => {
  const mayListStaff = useMeQuery().data?.permissions.includes('staff.manage') ?? false;
  const staff = useStaffQuery(mayListStaff);
  return <AuditPage staff={mayListStaff ? (staff.data ?? []) : null} />;
};
