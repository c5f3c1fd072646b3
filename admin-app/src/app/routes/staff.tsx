import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { StaffPage } from '@admin-app/features/staff/components/staff-page';

export const Component = () => <StaffPage meId={useMeQuery().data?.id ?? 0} />;
