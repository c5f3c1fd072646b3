import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { WithdrawalsPage } from '@admin-app/features/withdrawals/components/withdrawals-page';

export const Component = () => {
  const permissions = useMeQuery().data?.permissions ?? [];
  return (
    <WithdrawalsPage
      mayDecide={permissions.includes('withdrawals.decide')}
      maySetAuto={permissions.includes('withdrawals.auto')}
    />
  );
};
