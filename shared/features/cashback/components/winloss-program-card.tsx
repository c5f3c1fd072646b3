import type { WinlossProgram } from '@contract/rewards/cashback';
import { formatBaht } from '@lib/format';
import { cashbackText } from '@features/cashback/strings';

/** One win/loss programme: the percentage, the games it counts, its minimum, cap and claim window. */
export const WinlossProgramCard = ({ program }: { program: WinlossProgram }) => (
  <section className="cashback-card" data-testid="winloss-program">
    <h2 className="cashback-card__title">{program.name}</h2>
    <p>{cashbackText.winlossPercent(String(program.percent))}</p>
    <p className="cashback-card__note">
      {cashbackText.countedGames}: {program.categories.map((c) => cashbackText.category[c]).join(', ')}
    </p>
    {program.min_loss > 0 && (
      <p className="cashback-card__note">{cashbackText.minLoss(formatBaht(program.min_loss))}</p>
    )}
    {program.max_amount !== null && (
      <p className="cashback-card__note">{cashbackText.maxAmount(formatBaht(program.max_amount))}</p>
    )}
    <p className="cashback-card__note">
      {cashbackText.claimWindow(program.claim_open_hours, program.claim_days)}
    </p>
    {program.terms && <p className="cashback-card__note">{program.terms}</p>}
  </section>
);
