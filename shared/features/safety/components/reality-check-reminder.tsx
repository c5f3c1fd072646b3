import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, CenterPopup } from 'antd-mobile';
import { useContinueRealityCheckMutation } from '../api/continue-reality-check';
import { safetyStatusQueryOptions } from '../api/get-safety-status';
import { reminderDelay } from '../lib/reminder-delay';
import { safetyText } from '../strings';
import './safety.css';

type Props = {
  /** "Stop playing": the app closes the game and takes the member where it chooses (README). */
  onStop: () => void;
};

/** The browser's full screen shows only the game sheet: leave it, or the reminder would be hidden behind. */
const leaveFullScreen = () => {
  if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
};

/**
 * The reality check during real-money play (DOMAIN.md: Responsible gambling). Mounted by the apps while a game
 * is open for a logged-in member. It waits `next_due_at - server_time` (a duration: a wrong or faked device
 * clock changes nothing), then shows the time played and the net result since the session began, fetched
 * again at that moment; "continue" acknowledges it and the answer schedules the next one.
 */
export const RealityCheckReminder = ({ onStop }: Props) => {
  // A fresh answer on each opening: the wait is counted from the server's times of now, not a cached status.
  const status = useQuery({ ...safetyStatusQueryOptions(), refetchOnMount: 'always' });
  const proceed = useContinueRealityCheckMutation();
  const [shown, setShown] = useState(false);
  const { data, isFetchedAfterMount, refetch } = status;

  useEffect(() => {
    if (!data || !isFetchedAfterMount || shown) return;
    const delay = reminderDelay(data.reality_check, data.server_time);
    if (delay === null) return;
    const timer = setTimeout(() => {
      leaveFullScreen();
      setShown(true);
      // Time played and the result as of now, not as of the last answer.
      void refetch();
    }, delay);
    return () => clearTimeout(timer);
  }, [data, isFetchedAfterMount, shown, refetch]);

  const check = data?.reality_check;
  const net = check?.net_result ?? 0;
  return (
    <CenterPopup visible={shown && check !== undefined} style={{ '--z-index': '1100' }}>
      {check && (
        <div
          className="safety-reminder"
          role="dialog"
          aria-label={safetyText.reminderTitle}
          data-testid="reality-check"
        >
          <h2 className="safety-confirm__title">{safetyText.reminderTitle}</h2>
          <dl className="safety-reminder__facts">
            <dt>{safetyText.reminderPlayed}</dt>
            <dd data-testid="reality-check-played">{safetyText.reminderPlayedValue(check.played_minutes)}</dd>
            <dt>{safetyText.reminderNet}</dt>
            <dd
              data-testid="reality-check-net"
              className={net < 0 ? 'safety-reminder__loss' : net > 0 ? 'safety-reminder__win' : undefined}
            >
              {safetyText.reminderNetValue(net)}
            </dd>
          </dl>
          <p>{safetyText.reminderAsk}</p>
          {proceed.error && (
            <p className="safety-error" role="alert">
              {proceed.error.message}
            </p>
          )}
          <div className="safety-confirm__actions">
            <Button
              fill="outline"
              disabled={proceed.isPending}
              onClick={() => {
                setShown(false);
                onStop();
              }}
            >
              {safetyText.reminderStop}
            </Button>
            <Button
              color="primary"
              loading={proceed.isPending}
              onClick={() => proceed.mutate(undefined, { onSuccess: () => setShown(false) })}
            >
              {safetyText.reminderContinue}
            </Button>
          </div>
        </div>
      )}
    </CenterPopup>
  );
};
