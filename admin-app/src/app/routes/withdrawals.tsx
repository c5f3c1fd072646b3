import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { WithdrawalQueueScreen } from '@admin-app/features/withdrawals/components/withdrawal-queue-screen';

export const Component = () => {
  const me = useMeQuery().data;
  return <WithdrawalQueueScreen mayDecide={Boolean(me?.permissions.includes('withdrawals.decide'))} />;
};
