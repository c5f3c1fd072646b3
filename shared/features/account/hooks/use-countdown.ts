import { useCallback, useEffect, useState } from 'react';

/** Seconds left until `restart(seconds)`'s deadline, ticking once a second; 0 when done. */
export const useCountdown = (initialSeconds = 0) => {
  const [now, setNow] = useState(() => Date.now());
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);

  useEffect(() => {
    if (deadline <= now) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline, now]);

  const restart = useCallback((seconds: number) => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + Math.max(0, seconds) * 1000);
  }, []);

  return { secondsLeft: Math.max(0, Math.ceil((deadline - now) / 1000)), restart };
};
