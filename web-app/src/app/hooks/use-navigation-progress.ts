import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import type { ProgressState } from '@ui/progress-bar';

/** The first load finishes 500 ms after mount (SPEC §4): the lazy layout and page have rendered by then. */
const FIRST_LOAD_MS = 500;

/**
 * Starts on every navigation (route, parameter or query change, lazy module loading) and finishes when it
 * ends. A failed navigation renders the error page, which shows the bar in red.
 */
export const useNavigationProgress = (): ProgressState => {
  const navigation = useNavigation();
  const [state, setState] = useState<ProgressState>('loading');
  const mounted = useRef(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setState((s) => (s === 'loading' ? 'done' : s)), FIRST_LOAD_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    setState(navigation.state === 'idle' ? 'done' : 'loading');
  }, [navigation.state]);

  return state;
};
