import { Button } from 'antd-mobile';

type Props<D extends string> = {
  testId: string;
  title: string;
  hint: string;
  durations: D[];
  labels: Record<D, string>;
  danger?: boolean;
  onPick: (duration: D, label: string) => void;
};

/** One kind of exclusion (time-out, self-exclusion): its title, what it does, and a button per length offered. */
export const ExclusionChoices = <D extends string>({
  testId,
  title,
  hint,
  durations,
  labels,
  danger,
  onPick,
}: Props<D>) =>
  durations.length === 0 ? null : (
    <section className="safety-card" data-testid={testId}>
      <h2 className="safety-card__title">{title}</h2>
      <p className="safety-card__hint">{hint}</p>
      <div className="safety-choices">
        {durations.map((duration) => (
          <Button
            key={duration}
            fill="outline"
            color={danger ? 'danger' : 'default'}
            aria-label={`${title} ${labels[duration]}`}
            onClick={() => onPick(duration, labels[duration])}
          >
            {labels[duration]}
          </Button>
        ))}
      </div>
    </section>
  );
