import { Selector } from 'antd-mobile';
import { realityCheckMinutes, type RealityCheckStatus } from '@contract/protection/protection';
import { showToast } from '@ui/toast';
import { useSetRealityCheckMutation } from '../api/set-reality-check';
import { safetyText } from '../strings';

type Minutes = (typeof realityCheckMinutes)[number];

const options = realityCheckMinutes.map((minutes) => ({
  value: minutes,
  label: minutes === 0 ? safetyText.realityOff : safetyText.realityMinutes(minutes),
}));

/** The reality check's interval: off, 15, 30 or 60 minutes; saved on tap. */
export const RealityCheckPicker = ({ check }: { check: RealityCheckStatus }) => {
  const save = useSetRealityCheckMutation();
  const current = (save.isPending ? save.variables : check.minutes) as Minutes;
  return (
    <section className="safety-card" data-testid="safety-reality-check">
      <h2 className="safety-card__title">{safetyText.realityTitle}</h2>
      <p className="safety-card__hint">{safetyText.realityHint}</p>
      <Selector<Minutes>
        className="safety-interval"
        columns={4}
        options={options}
        value={[current]}
        showCheckMark={false}
        disabled={save.isPending}
        onChange={(values) => {
          const minutes = values[0];
          if (minutes === undefined || minutes === check.minutes) return;
          save.mutate(minutes, { onSuccess: () => showToast(safetyText.saved) });
        }}
      />
      {check.minutes > 0 && check.next_due_at && (
        <p className="safety-card__hint">{safetyText.realityNext(check.next_due_at)}</p>
      )}
      {save.error && (
        <p className="safety-error" role="alert">
          {save.error.message}
        </p>
      )}
    </section>
  );
};
