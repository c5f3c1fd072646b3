import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms`: the lobby's search asks once per pause, not per key. */
export const useDebounced = <T>(value: T, ms: number): T => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};
