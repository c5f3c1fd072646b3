import { useEffect, useState } from 'react';

/** The current time, ticking once a second: one timer per screen drives every countdown on it. */
export const useNow = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
};
