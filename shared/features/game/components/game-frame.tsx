import { useEffect, useRef } from 'react';
import { LoadingBlock } from '@ui/loading-block';
import { useGameLaunch } from '../hooks/use-game-launch';
import { gameStrings } from '../strings';
import { WalletPicker } from './wallet-picker';

/** What the sheet (or the /play page) shows: the wallet choice, then the game in its frame. */
export const GameFrame = () => {
  const { game, link, offeredWallets, mustChooseWallet, noWallet } = useGameLaunch();
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    frame.current?.focus();
  }, [link]);

  if (!game) return <p className="game-frame__hint">{gameStrings.chooseGame}</p>;
  if (link) {
    return (
      <iframe
        ref={frame}
        className="game-frame__iframe"
        src={link}
        title={game.name ?? game.game_id}
        allow="fullscreen; autoplay"
        // The game is served from this origin; it needs scripts and same-origin calls to its own API.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    );
  }
  if (noWallet) return <p className="game-frame__hint">{gameStrings.noWallet}</p>;
  if (mustChooseWallet) return <WalletPicker wallets={offeredWallets} />;
  return (
    <div className="game-frame__loading" aria-label={gameStrings.loadingGame}>
      <LoadingBlock lines={4} />
    </div>
  );
};
