import { List } from 'antd-mobile';
import { LoadingBlock } from '@ui/loading-block';
import { usePollWinnersQuery } from '../api/get-poll-winners';
import { pollText } from '../strings';

/** The masked winners of an answered poll and what each was paid. */
export const PollWinnersList = ({ pollId }: { pollId: number }) => {
  const query = usePollWinnersQuery(pollId, true);
  if (query.isPending) return <LoadingBlock lines={3} />;
  const winners = query.data?.winners ?? [];
  return (
    <section className="poll-winners" data-testid="poll-winners">
      <h3>{pollText.winnersTitle}</h3>
      {winners.length === 0 ? (
        <p>{pollText.noWinners}</p>
      ) : (
        <List>
          {winners.map((w, i) => (
            <List.Item
              key={`${w.member}-${i}`}
              extra={pollText.baht(w.amount)}
              description={pollText.winner(w.votes)}
            >
              {w.member}
            </List.Item>
          ))}
        </List>
      )}
      {query.data && query.data.total_paid > 0 ? <p>{pollText.totalPaid(query.data.total_paid)}</p> : null}
    </section>
  );
};
