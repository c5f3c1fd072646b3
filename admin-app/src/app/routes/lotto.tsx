import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { LottoPage } from '@admin-app/features/lotto/components/lotto-page';

export const Component = () => {
  const me = useMeQuery().data;
  return <LottoPage granted={new Set(me?.permissions)} />;
};
