import type { WheelPrize } from '@contract/rewards/wheel';
import { formatNumber } from '@lib/format';
import { percentText, prizeText } from '@features/wheel/lib/prize-text';
import { wheelText } from '@features/wheel/strings';

/** The published probabilities: each slice's weight and chance, exactly what the draw uses. */
export const OddsTable = ({ prizes, totalWeight }: { prizes: WheelPrize[]; totalWeight: number }) => (
  <section className="wheel-card" aria-label={wheelText.oddsTitle}>
    <h2 className="wheel-card__title">{wheelText.oddsTitle}</h2>
    <table className="wheel-odds">
      <thead>
        <tr>
          <th>{wheelText.oddsPrize}</th>
          <th>{wheelText.oddsWeight}</th>
          <th>{wheelText.oddsChance}</th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((p) => (
          <tr key={p.index} data-testid="wheel-odds-row">
            <td>
              <span className="wheel-odds__swatch" style={{ background: p.colour }} aria-hidden />
              {p.label}
              <small className="wheel-muted"> ({prizeText(p.type, p.amount)})</small>
            </td>
            <td>{formatNumber(p.weight)}</td>
            <td>{percentText(p.probability)}</td>
          </tr>
        ))}
      </tbody>
    </table>
    <p className="wheel-muted">{wheelText.oddsNote(totalWeight)}</p>
  </section>
);
