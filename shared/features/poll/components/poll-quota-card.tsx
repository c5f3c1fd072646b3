import type { PollConfig, PollQuota } from '@contract/poll/poll';
import { LoadingBlock } from '@ui/loading-block';
import { pollText } from '../strings';

/** The member's votes left in the period and what earns more (the agent's rules, the deposit still missing). */
export const PollQuotaCard = ({
  config,
  quota,
  loading,
}: {
  config: PollConfig;
  quota: PollQuota | undefined;
  loading: boolean;
}) => (
  <section className="poll-quota" data-testid="poll-quota">
    <h3>{pollText.quotaTitle}</h3>
    {loading || !quota ? (
      <LoadingBlock lines={1} title={false} />
    ) : (
      <>
        <p className="poll-quota__count">{pollText.quota(quota.remaining, quota.quota)}</p>
        {quota.next_vote_deposit !== null ? <p>{pollText.nextVote(quota.next_vote_deposit)}</p> : null}
      </>
    )}
    <ul className="poll-quota__rules">
      {pollText.rules(config).map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  </section>
);
