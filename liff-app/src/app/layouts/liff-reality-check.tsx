import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { gameClosed, useSelectedGame } from '@features/game/stores/game-store';
import { useAppLinks } from '@ui/app-links';

// Loaded with the first real-money game, like the sheet.
const LazyReminder = lazy(() =>
  import('@features/safety/components/reality-check-reminder').then((m) => ({
    default: m.RealityCheckReminder,
  })),
);

/**
 * The reality check (issue 15) over the LIFF game sheet (lobbies and `/liff/play`). "Stop playing" opens the
 * safety screen first and closes the game after: closing first would let `/liff/play` go back on its own.
 */
export const LiffRealityCheck = ({ onClosed }: { onClosed: () => void }) => {
  const game = useSelectedGame();
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const safety = useAppLinks().href.safety;
  if (!game || game.is_demo || !isLoggedIn) return null;
  const handleStop = async () => {
    if (safety) await navigate(safety);
    gameClosed();
    onClosed();
  };
  return (
    <Suspense fallback={null}>
      <LazyReminder onStop={() => void handleStop()} />
    </Suspense>
  );
};
