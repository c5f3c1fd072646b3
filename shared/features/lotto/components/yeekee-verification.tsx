import { useResultQuery } from '@features/lotto/api/get-result';
import type { YeekeeLists } from '@features/lotto/api/yeekee';
import { resultView } from '@features/lotto/lib/result-view';
import { groupDigits, verifyYeekee } from '@features/lotto/lib/yeekee-verify';
import { lottoText } from '@features/lotto/strings';
import { ResultNumbers } from './result-numbers';
import './lotto.css';

/**
 * The published verification of a closed Yeekee round, recomputed here from the published shots: the sum, the
 * shot 16th from the last, the subtraction, and the numbers it gives, beside the result the server settled on.
 */
type YeekeeVerificationProps = {
  roundId: number;
  /** Every published shot, in sequence order. */
  numbers: string[];
  /** The server's own arithmetic, shown beside the one done here. */
  published: YeekeeLists['verification'];
};

export const YeekeeVerification = ({ roundId, numbers, published }: YeekeeVerificationProps) => {
  const check = verifyYeekee(numbers);
  const agrees =
    published &&
    (check.kind === 'result' ? published.result === check.result.toString() : published.refunded);
  const official = useResultQuery(roundId);
  return (
    <section className="lotto-card lotto-verify" data-testid="yeekee-verification">
      <h3 className="lotto-card__title">{lottoText.verifyTitle}</h3>
      {check.kind === 'too_few' ? (
        <p>{lottoText.verifyTooFew}</p>
      ) : (
        <dl className="lotto-verify__sum">
          <div>
            <dt>{lottoText.verifySum}</dt>
            <dd>{groupDigits(check.sum)}</dd>
          </div>
          <div>
            <dt>{lottoText.verifySubtracted(check.subtractedSeq)}</dt>
            <dd>- {check.subtracted}</dd>
          </div>
          <div>
            <dt>{lottoText.verifyResult}</dt>
            <dd data-testid="yeekee-computed">{groupDigits(check.result)}</dd>
          </div>
          <div>
            <dt>{lottoText.betType.three_top}</dt>
            <dd>{check.top3}</dd>
          </div>
          <div>
            <dt>{lottoText.betType.two_top}</dt>
            <dd>{check.top2}</dd>
          </div>
          <div>
            <dt>{lottoText.betType.two_bottom}</dt>
            <dd>{check.bottom2}</dd>
          </div>
        </dl>
      )}
      {published && (
        <p className="lotto-muted" data-testid="yeekee-published">
          {published.arithmetic} {agrees ? lottoText.verifyAgrees : lottoText.verifyDiffers}
        </p>
      )}
      {/* Without a result the lines above already say so; with one, the numbers the server settled on. */}
      {check.kind === 'result' && official.data && <ResultNumbers view={resultView(official.data.result)} />}
    </section>
  );
};
