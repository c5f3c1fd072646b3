import { useState } from 'react';
import { Button, ProgressBar } from 'antd-mobile';
import type { LimitStatus } from '@contract/protection/protection';
import { showToast } from '@ui/toast';
import { useCancelPendingMutation } from '../api/cancel-pending';
import { usedPercent } from '../lib/limit-change';
import { safetyText } from '../strings';
import { LimitForm } from './limit-form';

/**
 * One limit: what is in force, what is used of it now (a bar), when the count starts again, a waiting increase
 * or removal with its cancel button, and the form to change it.
 */
export const LimitCard = ({ limit }: { limit: LimitStatus }) => {
  const [editing, setEditing] = useState(false);
  const cancel = useCancelPendingMutation();
  const percent = usedPercent(limit);

  return (
    <article
      className="safety-limit"
      aria-label={safetyText.fullName[limit.key]}
      data-testid={`limit-${limit.key}`}
    >
      <div className="safety-limit__head">
        <span className="safety-limit__name">{safetyText.limitName[limit.key]}</span>
        <strong className="safety-limit__value">
          {limit.value === null ? safetyText.noLimit : safetyText.amount(limit.key, limit.value)}
        </strong>
      </div>
      {limit.value !== null && (
        <div
          role="progressbar"
          aria-label={safetyText.used(limit.key, limit.used, limit.value)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <ProgressBar
            percent={percent}
            className={percent >= 100 ? 'safety-limit__bar safety-limit__bar--full' : 'safety-limit__bar'}
          />
        </div>
      )}
      <p className="safety-limit__meta">{safetyText.used(limit.key, limit.used, limit.value)}</p>
      {limit.resets_at && <p className="safety-limit__meta">{safetyText.resetsAt(limit.resets_at)}</p>}
      {limit.pending && (
        <div className="safety-limit__pending" data-testid={`pending-${limit.key}`}>
          <span>{safetyText.pending(limit.key, limit.pending.value, limit.pending.effective_at)}</span>
          <Button
            size="mini"
            fill="outline"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(limit.key, { onSuccess: () => showToast(safetyText.pendingCancelled) })
            }
          >
            {safetyText.cancelPending}
          </Button>
        </div>
      )}
      {cancel.error && (
        <p className="safety-error" role="alert">
          {cancel.error.message}
        </p>
      )}
      {editing ? (
        <LimitForm limit={limit} onDone={() => setEditing(false)} />
      ) : (
        <Button
          size="small"
          fill="outline"
          className="safety-limit__edit"
          aria-label={`${safetyText.change} ${safetyText.fullName[limit.key]}`}
          onClick={() => setEditing(true)}
        >
          {safetyText.change}
        </Button>
      )}
    </article>
  );
};
