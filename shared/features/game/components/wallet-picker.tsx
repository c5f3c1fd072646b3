import { Button } from 'antd-mobile';
import type { Wallet } from '@contract/wallet';
import { MoneyText } from '@ui/money-text';
import { walletChosen } from '../stores/game-store';
import { gameStrings } from '../strings';

type WalletPickerProps = { wallets: Wallet[] };

/** SPEC §2: several wallets and none chosen -> the member picks one (กรุณาเลือกกระเป๋าเงิน). */
export const WalletPicker = ({ wallets }: WalletPickerProps) => (
  <div className="game-wallet-picker" role="dialog" aria-labelledby="game-wallet-picker-title">
    <h2 id="game-wallet-picker-title" className="game-wallet-picker__title">
      {gameStrings.chooseWallet}
    </h2>
    <ul className="game-wallet-picker__list">
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <Button block className="game-wallet-picker__wallet" onClick={() => walletChosen(wallet.id)}>
            <span>{wallet.wallet_name}</span>
            <span className="game-wallet-picker__balance">
              {gameStrings.balance} <MoneyText value={wallet.balance} unit />
            </span>
          </Button>
        </li>
      ))}
    </ul>
  </div>
);
