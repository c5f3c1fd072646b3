import { useEffect, useState } from 'react';

/** Whole seconds until `deadline` (ISO), ticking once a second; 0 once it has passed. */
export const useSecondsLeft = (deadline: string | undefined) => {
  const [now, setNow] = useState(() => Date.now());
  const end = deadline ? new Date(deadline).getTime() : 0;
  useEffect(() => {
    if (end <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);
  return Math.max(0, Math.floor((end - now) / 1000));
};

export const formatClock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
