import { Alert, Descriptions } from 'antd';
import { returnsMoreThanCost, type WheelEconomics } from '@contract/rewards/wheel-economics';
import { wheelStrings as t } from '../strings';

const baht = (value: number) =>
  `${value.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${t.baht}`;

const percent = (rate: number) => `${(rate * 100).toFixed(2)}%`;

/**
 * The cost per spin, the price and the return, recomputed on every keystroke of the editor; a wheel that gives
 * back more than its spins cost is flagged before it is saved (it can still be saved: a promotion may mean to).
 */
export const EconomicsSummary = ({ economics }: { economics: WheelEconomics }) => {
  const endless = !Number.isFinite(economics.costPerSpin);
  return (
    <>
      {returnsMoreThanCost(economics) && (
        <Alert
          type="warning"
          showIcon
          data-testid="wheel-over-return"
          message={endless ? t.overReturnEndless : t.overReturn(percent(economics.returnRate))}
          description={t.overReturnHint}
          style={{ marginBottom: 8 }}
        />
      )}
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} bordered data-testid="wheel-economics">
        <Descriptions.Item label={t.costPerSpin}>
          <span data-testid="wheel-cost">{endless ? t.endless : baht(economics.costPerSpin)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t.price}>{baht(economics.price)}</Descriptions.Item>
        <Descriptions.Item label={t.returnRate}>
          <span data-testid="wheel-return">
            {Number.isFinite(economics.returnRate) ? percent(economics.returnRate) : '-'}
          </span>
        </Descriptions.Item>
      </Descriptions>
      <Alert type="info" showIcon message={t.economicsNote} style={{ marginTop: 8 }} />
    </>
  );
};
