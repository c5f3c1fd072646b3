import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import type { LimitStatus } from '@contract/protection/protection';
import { showToast } from '@ui/toast';
import { useSetLimitMutation } from '../api/set-limit';
import { limitChange, parseLimitInput } from '../lib/limit-change';
import { safetyText } from '../strings';

type Props = { limit: LimitStatus; onDone: () => void };

/**
 * Sets, lowers, raises or removes one limit. The rule is said before saving (lower: at once; higher or removal:
 * after 24 hours), and for the typed value which of the two it will be.
 */
export const LimitForm = ({ limit, onDone }: Props) => {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const save = useSetLimitMutation();
  const typed = parseLimitInput(text);
  const change = typed === null ? null : limitChange(limit, typed);
  const inputId = `safety-limit-${limit.key}`;

  const send = (value: number | null) => {
    if (value === null && limit.value === null) return;
    save.mutate(
      { key: limit.key, value },
      {
        onSuccess: (status) => {
          const pending = status.limits.find((l) => l.key === limit.key)?.pending;
          showToast(pending ? safetyText.appliesLater(pending.effective_at) : safetyText.appliedNow);
          onDone();
        },
      },
    );
  };
  const submit = () => {
    if (typed === null) return setInvalid(true);
    setInvalid(false);
    send(typed);
  };

  return (
    <div className="safety-form" data-testid={`limit-form-${limit.key}`}>
      <label className="safety-form__label" htmlFor={inputId}>
        {safetyText.newValue(limit.key)}
      </label>
      <Input
        id={inputId}
        className="safety-form__input"
        inputMode="numeric"
        placeholder={safetyText.placeholder(limit.key)}
        value={text}
        onChange={(value) => setText(value)}
        onEnterPress={submit}
      />
      <ul className="safety-form__rules">
        <li className={change === 'tighter' ? 'safety-form__rule--on' : undefined}>
          {safetyText.ruleTighter}
        </li>
        <li className={change === 'looser' ? 'safety-form__rule--on' : undefined}>{safetyText.ruleLooser}</li>
      </ul>
      {invalid && (
        <p className="safety-error" role="alert">
          {safetyText.invalidValue}
        </p>
      )}
      {save.error && (
        <p className="safety-error" role="alert">
          {save.error.message}
        </p>
      )}
      <div className="safety-form__actions">
        <Button color="primary" size="small" loading={save.isPending} onClick={submit}>
          {safetyText.save}
        </Button>
        {limit.value !== null && (
          <Button size="small" fill="outline" disabled={save.isPending} onClick={() => send(null)}>
            {safetyText.remove}
          </Button>
        )}
        <Button size="small" fill="none" onClick={onDone}>
          {safetyText.cancel}
        </Button>
      </div>
    </div>
  );
};
