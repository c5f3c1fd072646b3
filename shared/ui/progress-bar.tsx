import { useEffect, useState } from 'react';
import './ui.css';

export type ProgressState = 'idle' | 'loading' | 'done' | 'failed';

/**
 * The 2 px page-load bar (SPEC §4, §9): yellow while loading, full on done, red on failure, then fades.
 * It creeps towards 90 % because the real length of a navigation is unknown.
 */
export const ProgressBar = ({ state }: { state: ProgressState }) => {
  const [width, setWidth] = useState(0);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (state === 'loading') {
      setVisible(true);
      setWidth(10);
      const timer = window.setInterval(() => setWidth((w) => Math.min(90, w + (90 - w) * 0.15)), 200);
      return () => window.clearInterval(timer);
    }
    if (state === 'done' || state === 'failed') {
      setWidth(100);
      const timer = window.setTimeout(() => setVisible(false), 500);
      return () => window.clearTimeout(timer);
    }
    setVisible(false);
    return undefined;
  }, [state]);

  return (
    <div
      className={`ui-progress${state === 'failed' ? ' ui-progress--failed' : ''}`}
      data-testid="progress-bar"
      data-state={state}
      role="progressbar"
      aria-hidden={!visible}
      style={{ width: `${width}%`, opacity: visible ? 1 : 0 }}
    />
  );
};
