import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card } from 'antd';
import { useState } from 'react';
import { isApiError } from '@lib/api-error';
import { useStaffQuery } from '../api/get-staff';
import { staffStrings } from '../strings';
import { AllowlistCard } from './allowlist-card';
import { CreateStaffModal } from './create-staff-modal';
import { OneTimePasswordModal } from './one-time-password-modal';
import { StaffTable } from './staff-table';

/** The owner's staff page: the list, a new account, the one-time password shown once, the address allowlist. */
type StaffPageProps = { meId: number };

export const StaffPage = ({ meId }: StaffPageProps) => {
  const staff = useStaffQuery();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);
  const handlePassword = (username: string, password: string) => {
    setCreating(false);
    setShown({ username, password });
  };
  return (
    <Card
      title={staffStrings.title}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {staffStrings.add}
        </Button>
      }
    >
      {staff.error ? (
        <Alert type="error" showIcon message={isApiError(staff.error) ? staff.error.message : ''} />
      ) : null}
      <StaffTable
        staff={staff.data ?? []}
        loading={staff.isPending}
        meId={meId}
        onPassword={handlePassword}
      />
      <CreateStaffModal open={creating} onClose={() => setCreating(false)} onCreated={handlePassword} />
      <OneTimePasswordModal shown={shown} onClose={() => setShown(null)} />
      <AllowlistCard />
    </Card>
  );
};
