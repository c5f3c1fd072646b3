import { Alert, Descriptions } from 'antd';
import type { WheelEconomics } from '../lib/economics';
import { wheelStrings as t } from '../strings';

const baht = (value: number) =>
  `${value.toLocaleString('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${t.baht}`;

/** The cost per spin, the price and the return, recomputed on every keystroke of the editor. */
export const EconomicsSummary = ({ economics }: { economics: WheelEconomics }) => {
  const endless = !Number.isFinite(economics.costPerSpin);
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} bordered data-testid="wheel-economics">
        <Descriptions.Item label={t.costPerSpin}>
          <span data-testid="wheel-cost">{endless ? t.endless : baht(economics.costPerSpin)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t.price}>{baht(economics.price)}</Descriptions.Item>
        <Descriptions.Item label={t.returnRate}>
          <span data-testid="wheel-return">
            {Number.isFinite(economics.returnRate) ? `${(economics.returnRate * 100).toFixed(2)}%` : '-'}
          </span>
        </Descriptions.Item>
      </Descriptions>
      <Alert type="info" showIcon message={t.economicsNote} style={{ marginTop: 8 }} />
    </>
  );
};
