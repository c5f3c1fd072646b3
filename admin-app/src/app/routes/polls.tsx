import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { PollsPage } from '@admin-app/features/polls/components/polls-page';

export const Component = () => {
  const me = useMeQuery().data;
  return <PollsPage staffId={me?.id ?? 0} mayConfirm={Boolean(me?.permissions.includes('polls.confirm'))} />;
};
