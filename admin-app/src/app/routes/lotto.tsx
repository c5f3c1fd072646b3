import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { LottoPage } from '@admin-app/features/lotto/components/lotto-page';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { permission: 'lotto.view' };

export const Component = () => {
  const me = useMeQuery().data;
  return <LottoPage granted={new Set(me?.permissions)} />;
};
