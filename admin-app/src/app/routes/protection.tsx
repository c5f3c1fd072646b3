import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { ProtectionPage } from '@admin-app/features/protection/components/protection-page';

export const Component = () => {
  const me = useMeQuery().data;
  return <ProtectionPage canEditHelp={Boolean(me?.permissions.includes('content.manage'))} />;
};
