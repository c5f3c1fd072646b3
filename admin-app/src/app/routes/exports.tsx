import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { ExportsScreen } from '@admin-app/features/exports/components/exports-screen';

export const Component = () => {
  const granted = new Set(useMeQuery().data?.permissions);
  return <ExportsScreen granted={granted} />;
};
