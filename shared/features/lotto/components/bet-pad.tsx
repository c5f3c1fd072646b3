import { Button, Input, Selector } from 'antd-mobile';
import { useState } from 'react';
import type { RoundDetail } from '@contract/lotto';
import { showToast } from '@ui/toast';
import {
  betTypesOfTab,
  isBetType,
  PAD_TABS,
  padTabDigits,
  type BetType,
  type PadTab,
} from '@features/lotto/lib/bet-types';
import { parseAmount, unavailableMark } from '@features/lotto/lib/line-rate';
import {
  backRun,
  doubleNumbers,
  frontRun,
  isDigits,
  nineteenDoors,
  repeatBill,
  reverseNumbers,
  tripleNumbers,
} from '@features/lotto/lib/number-pad';
import { lastBillLines, linesAdded } from '@features/lotto/stores/bill-store';
import { lottoText } from '@features/lotto/strings';
import './lotto.css';

type Helper = {
  key: string;
  label: string;
  tabs: PadTab[];
  needs: 'full' | 'digit' | 'none';
  make: (n: string) => string[];
};

const HELPERS: Helper[] = [
  { key: 'reverse', label: lottoText.reverse, tabs: ['three', 'two'], needs: 'full', make: reverseNumbers },
  { key: 'doors', label: lottoText.nineteenDoors, tabs: ['two'], needs: 'digit', make: nineteenDoors },
  { key: 'front', label: lottoText.frontRun, tabs: ['two'], needs: 'digit', make: frontRun },
  { key: 'back', label: lottoText.backRun, tabs: ['two'], needs: 'digit', make: backRun },
  { key: 'doubles', label: lottoText.doubles, tabs: ['two'], needs: 'none', make: doubleNumbers },
  { key: 'triples', label: lottoText.triples, tabs: ['three'], needs: 'none', make: tripleNumbers },
];

/**
 * The number pad: a tab per number length, the bet types of the tab each number goes on, the number, one amount
 * per line, and the helpers. Every number lands in the bill store once per ticked bet type, except where the round
 * says it cannot be bet (closed, sold out, a tote on a triple): a typed number says so under the field before it is added, and the
 * helpers leave such lines out, saying how many.
 */
export const BetPad = ({ round }: { round: RoundDetail }) => {
  const offered = round.bet_types.map((b) => b.bet_type);
  const tabs = PAD_TABS.filter((tab) => betTypesOfTab(tab, offered).length > 0);
  const [tab, setTab] = useState<PadTab>(tabs[0] ?? 'three');
  const [chosen, setChosen] = useState<BetType[]>(() =>
    betTypesOfTab(tabs[0] ?? 'three', offered).slice(0, 1),
  );
  const [number, setNumber] = useState('');
  const [amountText, setAmountText] = useState('10');
  const digits = padTabDigits[tab];

  const handleTab = (next: PadTab) => {
    setTab(next);
    setChosen(betTypesOfTab(next, offered).slice(0, 1));
    setNumber('');
  };

  // What the typed number cannot be bet as, per ticked bet type, shown before it is added.
  const flags = isDigits(number, digits)
    ? chosen.flatMap((betType) => {
        const mark = unavailableMark(round, betType, number);
        return mark ? [{ betType, mark }] : [];
      })
    : [];
  const blocked = chosen.length > 0 && flags.length === chosen.length;

  const add = (numbers: string[]) => {
    if (chosen.length === 0) return showToast(lottoText.needBetType, 'error');
    const amount = parseAmount(amountText);
    if (amount === null) return showToast(lottoText.needAmount, 'error');
    const lines = chosen.flatMap((betType) => numbers.map((n) => ({ betType, number: n, amount })));
    const open = lines.filter((line) => unavailableMark(round, line.betType, line.number) === null);
    const skipped = lines.length - open.length;
    if (open.length === 0) {
      const first = lines[0]!;
      const mark = unavailableMark(round, first.betType, first.number)!;
      return showToast(
        lines.length === 1
          ? lottoText.numberUnavailable(
              lottoText.betType[first.betType],
              first.number,
              lottoText.unavailable[mark],
            )
          : lottoText.skippedUnavailable(skipped),
        'error',
      );
    }
    linesAdded(open);
    showToast(
      skipped
        ? `${lottoText.added(open.length)} (${lottoText.skippedUnavailable(skipped)})`
        : lottoText.added(open.length),
    );
    setNumber('');
  };

  const handleAdd = () => {
    if (!isDigits(number, digits)) return showToast(lottoText.needNumber(digits), 'error');
    add([number]);
  };

  const handleHelper = (helper: Helper) => {
    if (helper.needs === 'full' && !isDigits(number, digits))
      return showToast(lottoText.needNumber(digits), 'error');
    if (helper.needs === 'digit' && !isDigits(number, 1)) return showToast(lottoText.needDigit, 'error');
    add(helper.make(number));
  };

  const handleRepeat = () => {
    const last = lastBillLines();
    if (last.length === 0) return showToast(lottoText.repeatNothing, 'error');
    const { lines, skipped } = repeatBill(last, offered);
    linesAdded(lines);
    showToast(
      skipped
        ? `${lottoText.added(lines.length)} (${lottoText.repeatSkipped(skipped)})`
        : lottoText.added(lines.length),
    );
  };

  return (
    <div className="lotto-pad" data-testid="bet-pad">
      <div className="lotto-pad__tabs" role="tablist">
        {tabs.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={t === tab}
            className={`lotto-pad__tab${t === tab ? ' lotto-pad__tab--active' : ''}`}
            onClick={() => handleTab(t)}
          >
            {lottoText.padTab[t]}
          </button>
        ))}
      </div>
      <div className="lotto-label">{lottoText.chooseBetTypes}</div>
      <Selector
        multiple
        columns={2}
        value={chosen}
        onChange={(values) => setChosen(values.filter(isBetType))}
        options={betTypesOfTab(tab, offered).map((type) => {
          const rate = round.bet_types.find((b) => b.bet_type === type)?.rate ?? 0;
          return { value: type, label: lottoText.betType[type], description: `${lottoText.perBaht} ${rate}` };
        })}
      />
      <div className="lotto-pad__row">
        <label className="lotto-field">
          <span className="lotto-label">{lottoText.numberInput(digits)}</span>
          <Input
            className="lotto-input lotto-input--number"
            inputMode="numeric"
            maxLength={digits}
            value={number}
            placeholder={lottoText.numberPlaceholder(digits)}
            onChange={(value) => setNumber(value.replace(/\D/g, '').slice(0, digits))}
            onEnterPress={handleAdd}
            aria-label={lottoText.numberInput(digits)}
          />
        </label>
        <label className="lotto-field">
          <span className="lotto-label">{lottoText.amountPerLine}</span>
          <Input
            className="lotto-input"
            inputMode="decimal"
            value={amountText}
            onChange={setAmountText}
            aria-label={lottoText.amountPerLine}
          />
        </label>
      </div>
      {flags.map((flag) => (
        <p key={flag.betType} className="lotto-pad__flag" role="status" data-testid="pad-flag">
          {lottoText.numberUnavailable(
            lottoText.betType[flag.betType],
            number,
            lottoText.unavailable[flag.mark],
          )}
        </p>
      ))}
      <Button block color="primary" onClick={handleAdd} disabled={blocked}>
        {lottoText.addNumber}
      </Button>
      <div className="lotto-label">{lottoText.helpers}</div>
      <div className="lotto-pad__helpers">
        {HELPERS.filter((helper) => helper.tabs.includes(tab)).map((helper) => (
          <button key={helper.key} type="button" className="lotto-chip" onClick={() => handleHelper(helper)}>
            {helper.label}
          </button>
        ))}
        <button type="button" className="lotto-chip" onClick={handleRepeat}>
          {lottoText.repeatLast}
        </button>
      </div>
    </div>
  );
};
