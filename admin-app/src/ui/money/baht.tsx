import { Typography } from 'antd';
import { formatBaht } from '@lib/format';

type BahtProps = { value: number; strong?: boolean; signed?: boolean; fontSize?: number };

/** Baht with two decimals; a negative amount in red (money the house paid out). */
export const Baht = ({ value, strong, signed, fontSize }: BahtProps) => (
  <Typography.Text
    strong={strong}
    type={value < 0 ? 'danger' : undefined}
    style={{ fontVariantNumeric: 'tabular-nums', fontSize }}
  >
    {signed && value > 0 ? '+' : ''}
    {formatBaht(value)}
  </Typography.Text>
);
