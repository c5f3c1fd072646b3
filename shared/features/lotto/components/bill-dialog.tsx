import { Button, Input, Popup } from 'antd-mobile';
import { useMemo, useRef, useState } from 'react';
import type { BillDetail, RoundDetail } from '@contract/lotto';
import { ApiError } from '@lib/api-error';
import { formatBaht } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { showToast } from '@ui/toast';
import { useCreateBillMutation } from '@features/lotto/api/create-bill';
import { useValidateBillMutation } from '@features/lotto/api/validate-bill';
import { isBetType } from '@features/lotto/lib/bet-types';
import { lineRate, parseAmount, sumBaht } from '@features/lotto/lib/line-rate';
import {
  allAmountsSet,
  billCleared,
  billRequestId,
  billSubmitted,
  billValidated,
  getBillState,
  lineKey,
  useBillCache,
  useBillInput,
} from '@features/lotto/stores/bill-store';
import { lottoText } from '@features/lotto/strings';
import { BillRow } from './bill-row';
import { CountsNote } from './counts-note';
import './lotto.css';

type BillDialogProps = {
  round: RoundDetail;
  visible: boolean;
  onClose: () => void;
  onCreated: (bill: BillDetail) => void;
};

// The one code of a create refused because a line changed since validation (a number sold out meanwhile).
const BILL_REFUSED = 7004;

const newRequestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The bill (โพย): every line with its rate and amount, totals, and two steps: validate (each refused line says
 * why, in Thai) and submit (the whole bill or nothing, with one request id per validated bill so that a retry
 * is never debited twice).
 */
export const BillDialog = ({ round, visible, onClose, onCreated }: BillDialogProps) => {
  const input = useBillInput();
  const cache = useBillCache();
  const validate = useValidateBillMutation();
  const create = useCreateBillMutation();
  const [allText, setAllText] = useState('');
  const requestId = useRef<{ cache: unknown; id: string }>({ cache: null, id: '' });
  const [message, setMessage] = useState('');

  const verdicts = useMemo(
    () => new Map((cache?.lines ?? []).map((line) => [lineKey(line.bet_type, line.number), line])),
    [cache],
  );
  const total = sumBaht(input.map((line) => line.amount));
  const maxPayout = sumBaht(
    input.map((line) =>
      isBetType(line.betType) ? (lineRate(round, line.betType, line.number).rate ?? 0) * line.amount : 0,
    ),
  );
  const refusedCount = cache?.lines.filter((line) => !line.ok).length ?? 0;

  const body = () => ({
    round_id: round.round.round_id,
    lines: getBillState().input.flatMap((line) =>
      isBetType(line.betType) ? [{ bet_type: line.betType, number: line.number, amount: line.amount }] : [],
    ),
  });

  const runValidate = async () => {
    setMessage('');
    const sent = getBillState().input;
    try {
      const verdict = await validate.mutateAsync(body());
      // SPEC §4: a successful validation stores the validated bill and the input it was made from.
      billValidated(verdict, sent);
      if (!verdict.valid) {
        setMessage(verdict.message || lottoText.refusedSummary(verdict.lines.filter((l) => !l.ok).length));
        // The first refused row may be far down a long bill: bring it to the member's eyes.
        requestAnimationFrame(() =>
          document.querySelector('.lotto-bill-row--refused')?.scrollIntoView?.({ block: 'center' }),
        );
      }
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };

  const handleSubmit = async () => {
    if (!cache?.valid) return runValidate();
    if (requestId.current.cache !== cache) requestId.current = { cache, id: billRequestId(newRequestId) };
    setMessage('');
    try {
      const bill = await create.mutateAsync({ ...body(), request_id: requestId.current.id });
      billSubmitted();
      showToast(lottoText.created);
      onCreated(bill);
    } catch (error) {
      if (error instanceof ApiError && error.code === BILL_REFUSED) return runValidate();
      setMessage(error instanceof Error ? error.message : String(error));
    }
  };

  const handleAll = () => {
    const amount = parseAmount(allText);
    if (amount === null) return showToast(lottoText.needAmount, 'error');
    allAmountsSet(amount);
  };

  const busy = validate.isPending || create.isPending;
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="lotto-bill"
      destroyOnClose
    >
      <div className="lotto-bill__head">
        <h2 className="lotto-bill__title">{lottoText.billDialogTitle}</h2>
        <span className="lotto-muted">{round.round.title}</span>
        <button type="button" className="lotto-bill__close" aria-label={lottoText.close} onClick={onClose}>
          ✕
        </button>
      </div>
      {input.length === 0 ? (
        <EmptyState title={lottoText.billEmpty} description={lottoText.billEmptyHint} />
      ) : (
        <>
          <div className="lotto-bill__all">
            <Input
              className="lotto-input"
              inputMode="decimal"
              placeholder={lottoText.setAll}
              value={allText}
              onChange={setAllText}
              aria-label={lottoText.setAll}
            />
            <Button size="small" onClick={handleAll}>
              {lottoText.apply}
            </Button>
            <Button size="small" fill="none" onClick={billCleared}>
              {lottoText.clearBill}
            </Button>
          </div>
          <div className="lotto-bill__cols lotto-muted">
            <span>{lottoText.number}</span>
            <span>{lottoText.rate}</span>
            <span>{lottoText.amount}</span>
          </div>
          <ul className="lotto-bill__rows">
            {input.map((line) => (
              <BillRow
                key={line.key}
                line={line}
                hint={
                  isBetType(line.betType)
                    ? lineRate(round, line.betType, line.number)
                    : { rate: null, mark: null }
                }
                verdict={verdicts.get(line.key)}
              />
            ))}
          </ul>
        </>
      )}
      <div className="lotto-bill__foot">
        <dl className="lotto-bill__totals">
          <div>
            <dt>{lottoText.lines(input.length)}</dt>
            <dd />
          </div>
          <div>
            <dt>{lottoText.totalStake}</dt>
            <dd data-testid="bill-total">{formatBaht(total)}</dd>
          </div>
          <div>
            <dt>{lottoText.maxPayout}</dt>
            <dd>{formatBaht(maxPayout)}</dd>
          </div>
          {cache && (
            <div>
              <dt>{lottoText.balance}</dt>
              <dd>{formatBaht(cache.balance)}</dd>
            </div>
          )}
        </dl>
        {message && (
          <p className="lotto-bill__message" role="alert" data-testid="bill-message">
            {message}
            {refusedCount > 0 && cache?.message ? ` (${lottoText.refusedSummary(refusedCount)})` : ''}
          </p>
        )}
        {cache?.valid && !message && <p className="lotto-bill__ok">{lottoText.validOk}</p>}
        <CountsNote />
        <Button
          block
          color="primary"
          size="large"
          loading={busy}
          disabled={input.length === 0 || busy}
          onClick={handleSubmit}
        >
          {cache?.valid ? lottoText.submit : lottoText.validate}
        </Button>
      </div>
    </Popup>
  );
};
