import { useParams } from 'react-router-dom';
import { PollPage } from '@features/poll/components/poll-page';

/** `/liff/poll/<id>`: a poll; LIFF members are always signed in (LineGate). */
export const Component = () => {
  const pollId = Number(useParams().pollId);
  return <PollPage pollId={Number.isInteger(pollId) && pollId > 0 ? pollId : 0} isLoggedIn />;
};
