import type { LimitKey, LimitStatus } from '@contract/protection/protection';
import { LimitCard } from './limit-card';

type Props = {
  title: string;
  hint: string;
  keys: readonly LimitKey[];
  limits: LimitStatus[];
  testId: string;
};

/** A titled group of limit cards (deposit: day, week, month; loss: the same; the session time). */
export const LimitGroup = ({ title, hint, keys, limits, testId }: Props) => (
  <section className="safety-card" data-testid={testId}>
    <h2 className="safety-card__title">{title}</h2>
    <p className="safety-card__hint">{hint}</p>
    <div className="safety-limits">
      {keys.map((key) => {
        const limit = limits.find((l) => l.key === key);
        return limit ? <LimitCard key={key} limit={limit} /> : null;
      })}
    </div>
  </section>
);
