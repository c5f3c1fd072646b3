import { Input } from 'antd-mobile';
import { useState } from 'react';
import type { ValidatedLine } from '@contract/lotto';
import type { LineRate } from '@features/lotto/lib/line-rate';
import { parseAmount } from '@features/lotto/lib/line-rate';
import { isBetType } from '@features/lotto/lib/bet-types';
import { lineAmountChanged, lineRemoved, type BillLine } from '@features/lotto/stores/bill-store';
import { lottoText } from '@features/lotto/strings';
import './lotto.css';

type BillRowProps = { line: BillLine; hint: LineRate; verdict: ValidatedLine | undefined };

/** One bill row (SPEC §2): number, rate, amount input, remove; a refused line says why, in its own row. */
export const BillRow = ({ line, hint, verdict }: BillRowProps) => {
  const [text, setText] = useState(String(line.amount));
  const [shown, setShown] = useState(line.amount);
  // "Same amount on every line" changes the amount from outside: the field follows unless it already says so.
  if (line.amount !== shown) {
    setShown(line.amount);
    if (parseAmount(text) !== line.amount) setText(String(line.amount));
  }
  const refused = verdict && !verdict.ok;
  const rate = verdict?.rate ?? hint.rate;
  const handleChange = (value: string) => {
    setText(value);
    const amount = parseAmount(value);
    // An amount being typed ("1.") stays in the field; the store keeps the last valid one until then.
    if (amount !== null) lineAmountChanged(line.key, amount);
  };
  const invalid = parseAmount(text) === null;
  return (
    <li className={`lotto-bill-row${refused ? ' lotto-bill-row--refused' : ''}`} data-testid="bill-row">
      <div className="lotto-bill-row__main">
        <span className="lotto-bill-row__number">{line.number}</span>
        <span className="lotto-bill-row__type">
          {isBetType(line.betType) ? lottoText.betType[line.betType] : line.betType}
        </span>
        <span className="lotto-bill-row__rate">
          {hint.mark && hint.mark !== 'reduced'
            ? lottoText.unavailable[hint.mark]
            : rate !== null
              ? `x${rate}`
              : '-'}
        </span>
        <Input
          className={`lotto-input lotto-bill-row__amount${invalid ? ' lotto-input--invalid' : ''}`}
          inputMode="decimal"
          value={text}
          onChange={handleChange}
          aria-label={`${lottoText.amount} ${line.number}`}
        />
        <button
          type="button"
          className="lotto-bill-row__remove"
          aria-label={lottoText.removeLine(line.number)}
          onClick={() => lineRemoved(line.key)}
        >
          ✕
        </button>
      </div>
      {invalid && <p className="lotto-bill-row__reason">{lottoText.amountInvalid}</p>}
      {refused && (
        <p className="lotto-bill-row__reason" role="alert" data-testid="refused-reason">
          {verdict.reason}
        </p>
      )}
    </li>
  );
};
