import { Typography } from 'antd';
import { formatBaht } from '@lib/format';

type BahtProps = { value: number; strong?: boolean; signed?: boolean };

/** Baht with two decimals; a negative amount in red (money the house paid out). */
export const Baht = ({ value, strong, signed }: BahtProps) => (
  <Typography.Text
    strong={strong}
    type={value < 0 ? 'danger' : undefined}
    style={{ fontVariantNumeric: 'tabular-nums' }}
  >
    {signed && value > 0 ? '+' : ''}
    {formatBaht(value)}
  </Typography.Text>
);
