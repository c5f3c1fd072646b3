import type { SoothTableSummary } from '@contract/game';
import { outcomeThai, soothStrings } from '../strings';

/**
 * The formula's reading next to the true odds and its own measured hit rate: the member sees at once that
 * the next hand's odds do not move, whatever the formula says.
 */
export const FormulaPanel = ({ formula }: { formula: SoothTableSummary['formula'] }) => (
  <div className="sooth-formula">
    <div className="sooth-formula__row">
      <span>{soothStrings.suggestion}</span>
      <strong className={`sooth-formula__pick sooth-formula__pick--${formula.suggestion ?? 'none'}`}>
        {formula.suggestion ? outcomeThai[formula.suggestion] : soothStrings.noSuggestion}
      </strong>
    </div>
    <div className="sooth-formula__row">
      <span>{soothStrings.trueOdds}</span>
      <span>
        {soothStrings.banker} {formula.true_odds.banker.toFixed(2)}% · {soothStrings.player}{' '}
        {formula.true_odds.player.toFixed(2)}% · {soothStrings.tie} {formula.true_odds.tie.toFixed(2)}%
      </span>
    </div>
    <p className="sooth-formula__rate">
      {soothStrings.hitRate(formula.hit_rate.percent, formula.hit_rate.hits, formula.hit_rate.trials)}
    </p>
    <p className="sooth-formula__disclaimer">{formula.disclaimer}</p>
  </div>
);
