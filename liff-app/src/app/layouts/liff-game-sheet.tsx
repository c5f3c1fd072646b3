import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refreshMemberData } from '@features/account/api/keys';
import { AgentLogo } from '@features/agent/components/agent-logo';
import { useSelectedGame } from '@features/game/stores/game-store';
import { walletChosen, walletCleared } from '@features/wallet/stores/wallet-store';
import { LiffRealityCheck } from './liff-reality-check';

// The sheet (frame, wallet picker, antd popups) loads the first time a game is picked, never on the first screen.
const LazyGameSheet = lazy(() =>
  import('@features/game/components/game-sheet').then((m) => ({ default: m.GameSheet })),
);

/** The game sheet of the lobbies inside LIFF (the game full screen, then back to the lobby), the reality check over it. */
export const LiffGameSheet = () => {
  const selected = useSelectedGame() !== null;
  const [mounted, setMounted] = useState(selected);
  if (selected && !mounted) setMounted(true);
  const queryClient = useQueryClient();
  if (!mounted) return null;
  const handleClosed = () => {
    walletCleared();
    // Playing moved money (game rounds notify no live update): the bottom bar's balance and the rest of the
    // member's money on screen are fetched again.
    void refreshMemberData(queryClient);
  };
  return (
    <>
      <Suspense fallback={null}>
        <LazyGameSheet
          logo={<AgentLogo height={28} />}
          onWalletChosen={walletChosen}
          onClosed={handleClosed}
        />
      </Suspense>
      <LiffRealityCheck onClosed={handleClosed} />
    </>
  );
};
