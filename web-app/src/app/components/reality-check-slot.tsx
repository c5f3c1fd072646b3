import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { gameClosed, useSelectedGame } from '@features/game/stores/game-store';
import { useAppLinks } from '@ui/app-links';

// Loaded with the first real-money game, like the sheet: never on a page's first screen.
const LazyReminder = lazy(() =>
  import('@features/safety/components/reality-check-reminder').then((m) => ({
    default: m.RealityCheckReminder,
  })),
);

/**
 * The reality check (issue 15) while a member has a real-money game open, in the game sheet or on /play.
 * "Stop playing" closes the game and opens the safety screen, where limits and a time-out are one tap away.
 */
export const RealityCheckSlot = ({ onClosed }: { onClosed?: () => void }) => {
  const game = useSelectedGame();
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const safety = useAppLinks().href.safety;
  if (!game || game.is_demo || !isLoggedIn) return null;
  const handleStop = () => {
    gameClosed();
    onClosed?.();
    if (safety) void navigate(safety);
  };
  return (
    <Suspense fallback={null}>
      <LazyReminder onStop={handleStop} />
    </Suspense>
  );
};
