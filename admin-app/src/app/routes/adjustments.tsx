import { AdjustmentsScreen } from '@admin-app/features/adjustments/components/adjustments-screen';
import { useMeQuery } from '@admin-app/features/auth/api/get-me';

export const Component = () => {
  const me = useMeQuery().data;
  return (
    <AdjustmentsScreen
      me={me?.username ?? ''}
      mayEditRules={(me?.permissions ?? []).includes('adjust.rules')}
    />
  );
};
