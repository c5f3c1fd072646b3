import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `ms`: live availability checks ask once per pause, not per key. */
export const useDebouncedValue = <T>(value: T, ms = 400): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
};
