import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { LedgerScreen } from '@admin-app/features/ledger/components/ledger-screen';

export const Component = () => {
  const { data: me } = useMeQuery();
  return <LedgerScreen mayReconcile={Boolean(me?.permissions.includes('ledger.reconcile'))} />;
};
