import { Button, ProgressBar } from 'antd-mobile';
import { useState } from 'react';
import type { QuestItem } from '@contract/rewards/quest';
import { showToast } from '@ui/toast';
import { useRedeemQuestMutation } from '@features/quest/api/redeem-quest';
import { formatCountdown, percentOf } from '@features/quest/lib/countdown';
import { questText } from '@features/quest/strings';

type QuestCardProps = { item: QuestItem; secondsLeft: number };

/** One quest: its task, progress bar, reward, time left in the period and the claim button. */
export const QuestCard = ({ item, secondsLeft }: QuestCardProps) => {
  const redeem = useRedeemQuestMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const claim = () => {
    setRefusal(null);
    redeem.mutate(item.id, {
      onSuccess: () => showToast(questText.claimedToast),
      onError: (error) => {
        setRefusal(error.message);
        showToast(error.message, 'error');
      },
    });
  };
  const percent = percentOf(item.current, item.target);
  return (
    <article className="quest-card" data-testid="quest-card" aria-label={item.name}>
      <header className="quest-card__head">
        <strong className="quest-card__name">{item.name}</strong>
        <span className="quest-card__time" data-testid="quest-countdown">
          {secondsLeft > 0 ? `${questText.endsIn} ${formatCountdown(secondsLeft)}` : questText.ended}
        </span>
      </header>
      <p className="quest-card__task">{questText.task(item)}</p>
      {item.description && <p className="quest-card__description">{item.description}</p>}
      <ProgressBar percent={percent} aria-hidden />
      <div className="quest-card__row">
        <span
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={questText.task(item)}
        >
          {questText.progress(item)}
        </span>
        <span className="quest-card__reward">
          {questText.rewardLabel} {questText.reward(item)}
        </span>
      </div>
      {item.reward.type !== 'points' && item.reward.turnover_multiplier > 0 && (
        <p className="quest-card__muted">{questText.turnover(item.reward.turnover_multiplier)}</p>
      )}
      {refusal && (
        <p className="quest-card__refusal" role="alert">
          {refusal}
        </p>
      )}
      <Button
        block
        color={item.claimed ? 'default' : 'primary'}
        disabled={item.claimed || !item.done || redeem.isPending}
        loading={redeem.isPending}
        onClick={claim}
      >
        {item.claimed ? questText.claimed : item.done ? questText.claim : questText.notDone}
      </Button>
    </article>
  );
};
