import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import type { WheelConfigV2Answer, WheelSpin } from '@contract/rewards/wheel';
import { isApiError } from '@lib/api-error';
import { readJson, removeKey, writeJson } from '@lib/storage';
import { showToast } from '@ui/toast';
import { getWheelReward } from '@features/wheel/api/get-reward';
import { wheelKeys } from '@features/wheel/api/keys';
import { useSpinMutation } from '@features/wheel/api/spin';
import { landingRotation } from '@features/wheel/lib/geometry';
import { newRequestId } from '@features/wheel/lib/prize-text';
import { prizeStored } from '@features/wheel/stores/wheel-store';
import { wheelText } from '@features/wheel/strings';
import { PrizeDialog } from './prize-dialog';
import { WheelDisc } from './wheel-disc';

// The spin whose prize the member has not acknowledged yet: a reload shows it again (POST /api/wheel/reward).
const PENDING_KEY = 'wheel:pending-spin';

/** The wheel, the spin button and the prize dialog. The dialog opens when the wheel has landed on the prize. */
export const WheelSpinner = ({ config, spinMs }: { config: WheelConfigV2Answer; spinMs: number }) => {
  const queryClient = useQueryClient();
  const spin = useSpinMutation();
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [shown, setShown] = useState<WheelSpin | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    const pending = readJson<number>(PENDING_KEY, 'session');
    if (typeof pending !== 'number') return;
    getWheelReward(pending).then(
      (reward) => setShown(reward),
      () => removeKey(PENDING_KEY, 'session'),
    );
  }, []);

  const { setting, free_spins: freeSpins, points } = config;
  const affordable = freeSpins > 0 || points >= setting.points_per_spin;

  const onSpin = async () => {
    setSpinning(true);
    try {
      const answer = await spin.mutateAsync(newRequestId());
      prizeStored(answer);
      writeJson(PENDING_KEY, answer.spin_id, 'session');
      setRotation((current) => landingRotation(current, answer.prize_index, config.prizes.length));
      timer.current = window.setTimeout(() => {
        setSpinning(false);
        setShown(answer);
        void queryClient.invalidateQueries({ queryKey: wheelKeys.all });
      }, spinMs);
    } catch (error) {
      setSpinning(false);
      showToast(isApiError(error) ? error.message : wheelText.loadFailed, 'error');
      void queryClient.invalidateQueries({ queryKey: wheelKeys.all });
    }
  };

  return (
    <div className="wheel-spinner">
      <WheelDisc prizes={config.prizes} rotation={rotation} spinMs={spinMs} />
      <Button
        block
        color="primary"
        size="large"
        loading={spinning}
        loadingText={wheelText.spinning}
        disabled={spinning || !affordable}
        onClick={onSpin}
      >
        {freeSpins > 0 ? wheelText.spinFree : wheelText.spin}
      </Button>
      <p className="wheel-muted wheel-center">
        {affordable ? wheelText.spinCost(setting.points_per_spin) : wheelText.notEnough}
      </p>
      <PrizeDialog
        spin={shown}
        onClose={() => {
          setShown(null);
          removeKey(PENDING_KEY, 'session');
        }}
      />
    </div>
  );
};
