import { formatBaht } from '@lib/format';
import './ui.css';

type MoneyTextProps = {
  /** Baht as the API gives it (or satang with `satang`). */
  value: number;
  satang?: boolean;
  /** Colour positive green and negative red, with a sign. */
  signed?: boolean;
  /** Appends the currency word. */
  unit?: boolean;
  className?: string;
};

export const MoneyText = ({ value, satang, signed, unit, className }: MoneyTextProps) => {
  const tone = signed ? (value > 0 ? ' ui-money--positive' : value < 0 ? ' ui-money--negative' : '') : '';
  const sign = signed && value > 0 ? '+' : '';
  return (
    <span className={`ui-money${tone}${className ? ` ${className}` : ''}`}>
      {sign}
      {formatBaht(value, { satang })}
      {unit ? ' ฿' : ''}
    </span>
  );
};
