import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import type { ShopItem } from '@contract/rewards/points';
import { formatNumber } from '@lib/format';
import { showToast } from '@ui/toast';
import { LoadingBlock } from '@ui/loading-block';
import { useCalcQuery } from '../api/calc-redemption';
import { useRedeemMutation } from '../api/redeem-item';
import { pointsText } from '../strings';

type RedeemDialogProps = { item: ShopItem; quantity: number; onClose: () => void };

/**
 * The confirm step: the server's calc (cost, balance after, refusal) before anything is spent. One request id
 * per opened dialog, so a double tap or a retry after a lost answer redeems once.
 */
export const RedeemDialog = ({ item, quantity, onClose }: RedeemDialogProps) => {
  const calc = useCalcQuery(item.id, quantity, true);
  const redeem = useRedeemMutation();
  const [requestId] = useState(() => crypto.randomUUID());
  const answer = calc.data;
  const submit = () =>
    redeem.mutate(
      { itemId: item.id, quantity, requestId },
      {
        onSuccess: () => {
          showToast(pointsText.done);
          onClose();
        },
        onError: (error) => showToast(error.message, 'error'),
      },
    );
  return (
    <Popup visible onMaskClick={onClose} bodyClassName="points-dialog" position="bottom">
      <div role="dialog" aria-label={pointsText.confirmTitle}>
        <h3>{pointsText.confirmTitle}</h3>
        <div className="points-dialog__item">
          {item.name} x{quantity}
        </div>
        {calc.isPending && <LoadingBlock lines={3} title={false} />}
        {calc.isError && <div role="alert">{calc.error.message}</div>}
        {answer && (
          <dl className="points-dialog__rows">
            <dt>{pointsText.gift}</dt>
            <dd>{answer.gift}</dd>
            <dt>{pointsText.cost}</dt>
            <dd>{formatNumber(answer.cost)}</dd>
            <dt>{pointsText.balance}</dt>
            <dd>{formatNumber(answer.balance)}</dd>
            {answer.balance_after >= 0 ? (
              <>
                <dt>{pointsText.balanceAfter}</dt>
                <dd>{formatNumber(answer.balance_after)}</dd>
              </>
            ) : (
              <>
                <dt>{pointsText.notEnough}</dt>
                <dd className="points-dialog__short">
                  {pointsText.shortBy(formatNumber(-answer.balance_after))}
                </dd>
              </>
            )}
          </dl>
        )}
        {item.type !== 'wheel_spins' && item.turnover_multiplier > 0 && (
          <p className="points-dialog__note">{pointsText.turnover(item.turnover_multiplier)}</p>
        )}
        {answer?.refusal && (
          <div className="points-dialog__refusal" role="alert">
            {answer.refusal.message}
          </div>
        )}
        <div className="points-dialog__actions">
          <Button onClick={onClose}>{pointsText.cancel}</Button>
          <Button
            color="primary"
            loading={redeem.isPending}
            disabled={!answer || answer.refusal !== null}
            onClick={submit}
          >
            {pointsText.confirm}
          </Button>
        </div>
      </div>
    </Popup>
  );
};
