import { useState } from 'react';
import type { SafetyStatus, SelfExclusionDuration, TimeOutDuration } from '@contract/protection/protection';
import { showToast } from '@ui/toast';
import { useSelfExcludeMutation } from '../api/self-exclude';
import { useTimeOutMutation } from '../api/take-time-out';
import { exclusionEnd, offeredChoices } from '../lib/exclusion-choices';
import { safetyText } from '../strings';
import { ExclusionChoices } from './exclusion-choices';
import { ExclusionConfirm, type ExclusionChoice } from './exclusion-confirm';

type Picked = ExclusionChoice & { duration: TimeOutDuration | SelfExclusionDuration };

/**
 * Time-out and self-exclusion, each behind a confirmation. While one runs: until when, and only the choices the
 * server would accept (a longer end; never a time-out over a self-exclusion).
 */
export const ExclusionSection = ({ status }: { status: SafetyStatus }) => {
  const [picked, setPicked] = useState<Picked | null>(null);
  const timeOut = useTimeOutMutation();
  const selfExclude = useSelfExcludeMutation();
  const offered = offeredChoices(status);
  const running = status.exclusion;
  const now = new Date(status.server_time);

  const pick = (kind: Picked['kind'], duration: Picked['duration'], label: string) => {
    timeOut.reset();
    selfExclude.reset();
    setPicked({ kind, duration, label, until: exclusionEnd(duration, now) });
  };
  const confirm = () => {
    if (!picked) return;
    const done = (text: string) => () => {
      showToast(text);
      setPicked(null);
    };
    if (picked.kind === 'timeout')
      timeOut.mutate(picked.duration as TimeOutDuration, { onSuccess: done(safetyText.timeOutDone) });
    else
      selfExclude.mutate(picked.duration as SelfExclusionDuration, {
        onSuccess: done(safetyText.selfExclusionDone),
      });
  };
  const error = (picked?.kind === 'timeout' ? timeOut.error : selfExclude.error)?.message ?? null;

  return (
    <>
      {running && (
        <p className="safety-excluded" data-testid="safety-excluded">
          {safetyText.excludedNow(running.kind, running.until)}
          <br />
          <span className="safety-card__hint">
            {offered.timeOut.length + offered.selfExclusion.length > 0
              ? safetyText.onlyLonger
              : safetyText.nothingLonger}
          </span>
        </p>
      )}
      <ExclusionChoices
        testId="safety-timeout"
        title={safetyText.timeOutTitle}
        hint={safetyText.timeOutHint}
        durations={offered.timeOut}
        labels={safetyText.timeOut}
        onPick={(duration, label) => pick('timeout', duration, label)}
      />
      <ExclusionChoices
        testId="safety-self-exclusion"
        title={safetyText.selfExclusionTitle}
        hint={safetyText.selfExclusionHint}
        durations={offered.selfExclusion}
        labels={safetyText.selfExclusion}
        danger
        onPick={(duration, label) => pick('self_exclusion', duration, label)}
      />
      <ExclusionConfirm
        choice={picked}
        busy={timeOut.isPending || selfExclude.isPending}
        error={error}
        onConfirm={confirm}
        onClose={() => setPicked(null)}
      />
    </>
  );
};
