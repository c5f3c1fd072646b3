import { Dialog } from 'antd-mobile';
import type { WheelSpin } from '@contract/rewards/wheel';
import { prizeText } from '@features/wheel/lib/prize-text';
import { wheelText } from '@features/wheel/strings';

/** What the spin won, once the wheel has stopped (or after a reload, from POST /api/wheel/reward). */
export const PrizeDialog = ({ spin, onClose }: { spin: WheelSpin | null; onClose: () => void }) => {
  const won = spin !== null && spin.prize.type !== 'none';
  return (
    <Dialog
      visible={spin !== null}
      title={won ? wheelText.prizeTitle : wheelText.noPrizeTitle}
      content={
        spin && (
          <div className="wheel-prize" data-testid="wheel-prize">
            <p className="wheel-prize__label">{spin.prize.label}</p>
            <p>
              {won
                ? `${wheelText.youGot} ${prizeText(spin.prize.type, spin.prize.amount)}`
                : wheelText.tryAgain}
            </p>
          </div>
        )
      }
      closeOnAction
      onClose={onClose}
      actions={[{ key: 'ok', text: wheelText.prizeOk }]}
    />
  );
};
