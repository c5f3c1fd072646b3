import { Button, ProgressBar } from 'antd-mobile';
import type { PollChoice } from '@contract/poll/poll';
import { pollText } from '../strings';

type Props = {
  choice: PollChoice;
  votes: number;
  percent: number;
  mine: boolean;
  correct: boolean;
  /** Absent: no vote button (closed, guest, no quota, or another choice in a prediction). */
  onVote?: () => void;
  voting: boolean;
};

/** One choice as a card: its image and label, the live votes, and the vote button when a vote can go here. */
export const PollChoiceCard = ({ choice, votes, percent, mine, correct, onVote, voting }: Props) => (
  <div
    className={`poll-choice${correct ? ' poll-choice--correct' : ''}${mine ? ' poll-choice--mine' : ''}`}
    data-testid="poll-choice"
  >
    {choice.image ? <img className="poll-choice__image" src={choice.image} alt="" /> : null}
    <div className="poll-choice__body">
      <div className="poll-choice__label">
        {choice.label}
        {correct ? <span className="poll-choice__tag">{pollText.correct}</span> : null}
        {mine ? <span className="poll-choice__tag poll-choice__tag--mine">{pollText.myChoice}</span> : null}
      </div>
      <ProgressBar percent={percent} />
      <div className="poll-choice__votes">{pollText.votes(votes, percent)}</div>
    </div>
    {onVote ? (
      <Button
        size="small"
        color="primary"
        onClick={onVote}
        loading={voting}
        aria-label={`${pollText.vote} ${choice.label}`}
      >
        {pollText.vote}
      </Button>
    ) : null}
  </div>
);
