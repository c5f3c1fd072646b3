import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import type { ProgressState } from '@ui/progress-bar';

/** The 2 px bar of SPEC §9 for LIFF: loading while a navigation (a lazy screen) is under way, then done. */
export const useLiffProgress = (): ProgressState => {
  const busy = useNavigation().state !== 'idle';
  const [state, setState] = useState<ProgressState>('idle');
  useEffect(() => {
    setState((previous) => (busy ? 'loading' : previous === 'loading' ? 'done' : previous));
  }, [busy]);
  return state;
};
