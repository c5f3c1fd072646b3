import { Button, Tag } from 'antd-mobile';
import { errorCatalogue } from '@contract/errors';
import type { PollConfig, PollQuota } from '@contract/poll/poll';
import { isApiError } from '@lib/api-error';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { showToast } from '@ui/toast';
import { useGuestEntry } from '@ui/guest-entry';
import { usePollConfigQuery } from '../api/get-poll-config';
import { usePollQuotaQuery } from '../api/get-poll-quota';
import { usePollStatsQuery } from '../api/get-poll-stats';
import { useSubmitVoteMutation } from '../api/submit-vote';
import { pollText } from '../strings';
import { PollChoiceCard } from './poll-choice-card';
import { PollQuotaCard } from './poll-quota-card';
import { PollWinnersList } from './poll-winners';
import './poll.css';

type Props = {
  pollId: number;
  isLoggedIn: boolean;
  /** The login screen, for a guest's button (absent in LIFF, where the member is always signed in). */
  onLogin?: () => void;
  onBack?: () => void;
};

/** Whether this member may vote for this choice now: open, signed in, votes left, and one choice in a prediction. */
const votable = (config: PollConfig, quota: PollQuota | undefined, choiceId: number) =>
  config.phase === 'open' &&
  quota !== undefined &&
  quota.remaining > 0 &&
  (quota.my_choice_id === null || quota.my_choice_id === choiceId);

/** /poll/{id} (web) and /liff/poll/{id}: the poll, its choices with live votes, the member's quota, the winners. */
export const PollPage = ({ pollId, isLoggedIn, onLogin, onBack }: Props) => {
  const guestEntry = useGuestEntry();
  const config = usePollConfigQuery(pollId);
  const stats = usePollStatsQuery(pollId, config.isSuccess);
  const quota = usePollQuotaQuery(pollId, isLoggedIn && config.isSuccess);
  const vote = useSubmitVoteMutation(pollId);

  const notFound = <EmptyState title={pollText.notFound} description={pollText.notFoundHint} />;
  let body;
  if (pollId <= 0) body = notFound;
  else if (config.isPending) body = <LoadingBlock lines={6} />;
  else if (config.isError)
    body =
      isApiError(config.error) && config.error.code === errorCatalogue.POLL_NOT_FOUND.code ? (
        notFound
      ) : (
        <ErrorBlock error={config.error} title={pollText.loadFailed} onRetry={() => config.refetch()} />
      );
  else {
    const c = config.data;
    const counts = new Map(stats.data?.choices.map((s) => [s.choice_id, s]) ?? []);
    const submit = (choiceId: number) =>
      vote.mutate(
        { pollId, choiceId },
        {
          onSuccess: () => showToast(pollText.voted),
          onError: (error) => showToast(error.message, 'error'),
        },
      );
    body = (
      <>
        <section className="poll-head">
          {c.image ? <img className="poll-head__image" src={c.image} alt="" /> : null}
          <h2 className="poll-head__title">{c.title}</h2>
          <Tag color={c.phase === 'open' ? 'success' : 'default'} data-testid="poll-phase">
            {pollText.phase[c.phase]}
          </Tag>
          {c.description ? <p className="poll-head__text">{c.description}</p> : null}
          <p className="poll-head__meta">{pollText.times(c)}</p>
          {c.metadata.prediction ? <p className="poll-head__prize">{pollText.prize(c)}</p> : null}
          {c.metadata.prediction ? <p className="poll-head__meta">{pollText.oneChoice}</p> : null}
        </section>
        {isLoggedIn ? (
          <PollQuotaCard config={c} quota={quota.data} loading={quota.isPending} />
        ) : (
          <section className="poll-guest">
            <p>{pollText.guestHint}</p>
            {onLogin ? (
              <Button color="primary" block onClick={onLogin}>
                {guestEntry ? pollText.registerToVote : pollText.loginToVote}
              </Button>
            ) : null}
          </section>
        )}
        {c.choices.length === 0 ? (
          <EmptyState title={pollText.noChoices} />
        ) : (
          <div className="poll-choices">
            {c.choices.map((choice) => (
              <PollChoiceCard
                key={choice.id}
                choice={choice}
                votes={counts.get(choice.id)?.votes ?? 0}
                percent={counts.get(choice.id)?.percent ?? 0}
                mine={quota.data?.my_choice_id === choice.id}
                correct={c.answer_choice_id === choice.id}
                onVote={isLoggedIn && votable(c, quota.data, choice.id) ? () => submit(choice.id) : undefined}
                voting={vote.isPending && vote.variables?.choiceId === choice.id}
              />
            ))}
          </div>
        )}
        {stats.data ? <p className="poll-head__meta">{pollText.totalVotes(stats.data.total)}</p> : null}
        {c.phase === 'answered' && c.metadata.prediction ? <PollWinnersList pollId={pollId} /> : null}
      </>
    );
  }

  return (
    <PageShell title={pollText.title} onBack={onBack}>
      <div className="poll-page">{body}</div>
    </PageShell>
  );
};
