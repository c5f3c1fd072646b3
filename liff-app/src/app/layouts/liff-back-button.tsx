import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { liffPaths } from '@liff-app/app/paths';
import { liffStrings } from '@liff-app/app/strings';

/**
 * Back inside LIFF (the top bar's button, and a game's close on /liff/play). The router numbers this tab's entries (`history.state.idx`): above 0 there is an earlier
 * screen of ours to return to. At 0 the screen was opened cold (a deep link, LINE login's return), and the
 * browser's previous entry is LINE or nothing: back goes to the LIFF home instead, never out of LIFF nor to a
 * blank page.
 */
export const useLiffBack = () => {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) void navigate(-1);
    else void navigate(liffPaths.home, { replace: true });
  }, [navigate]);
};

export const LiffBackButton = () => {
  const handleBack = useLiffBack();
  return (
    <button
      type="button"
      className="liff-layout__back"
      aria-label={liffStrings.back}
      onClick={handleBack}
      data-testid="liff-back"
    >
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden>
        <path d="M15 5l-7 7 7 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
};
