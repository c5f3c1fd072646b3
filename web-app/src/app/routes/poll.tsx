import { useNavigate, useParams } from 'react-router-dom';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { PollPage } from '@features/poll/components/poll-page';
import { useAppLinks } from '@ui/app-links';

/** /poll/{id}: a poll (no id: poll 1, the event dialog's, SPEC §2); guests see it with a login button. */
export const Component = () => {
  const { id } = useParams();
  const navigate = useNavigate();
  const login = useAppLinks().href.login;
  const pollId = Number(id ?? 1);
  return (
    <PollPage
      pollId={Number.isInteger(pollId) && pollId > 0 ? pollId : 0}
      isLoggedIn={useIsLoggedIn()}
      onLogin={login ? () => navigate(login) : undefined}
    />
  );
};
