import { useParams } from 'react-router-dom';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { PollPage } from '@features/poll/components/poll-page';
import { useOfferRegistration } from '../line-login/open-to-guests';

/** `/liff/poll/<id>`, and without an id the current poll (poll 1, as the web's /poll); guests see it too. */
export const Component = () => {
  const pollId = Number(useParams().pollId ?? 1);
  return (
    <PollPage
      pollId={Number.isInteger(pollId) && pollId > 0 ? pollId : 0}
      isLoggedIn={useIsLoggedIn()}
      onLogin={useOfferRegistration()}
    />
  );
};
