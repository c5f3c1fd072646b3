import { lazy, Suspense } from 'react';
import { refreshMemberData } from '@features/account/api/keys';
import { AgentLogo } from '@features/agent/components/agent-logo';
import { useSelectedGame } from '@features/game/stores/game-store';
import { walletChosen, walletCleared } from '@features/wallet/stores/wallet-store';
import { queryClient } from '@lib/query-client';
import { useOpenedOnce } from './lazy-dialogs';
import { RealityCheckSlot } from './reality-check-slot';

// Keep this import lazy: the sheet (frame, wallet picker, antd popups, ~35 KB gzip) loads the first time a game
// is selected, so it stays off the first screen of every page with the default layout.
const LazyGameSheet = lazy(() =>
  import('@features/game/components/game-sheet').then((m) => ({ default: m.GameSheet })),
);

const handleClosed = () => {
  walletCleared();
  // Playing moved money (game rounds notify no live update, server/src/live/README.md): what the member sees of
  // their money (the panel's balances, a statement underneath) is fetched again.
  void refreshMemberData(queryClient);
};

/**
 * Where the game sheet (SPEC §2: the game in a full-screen frame) is mounted in the default and lobby layouts,
 * with the reality check over it.
 */
export const GameSheetSlot = () => {
  const mounted = useOpenedOnce(useSelectedGame() !== null);
  if (!mounted) return null;
  return (
    <>
      <Suspense fallback={null}>
        <LazyGameSheet
          logo={<AgentLogo height={28} />}
          onWalletChosen={walletChosen}
          onClosed={handleClosed}
        />
      </Suspense>
      <RealityCheckSlot onClosed={handleClosed} />
    </>
  );
};
