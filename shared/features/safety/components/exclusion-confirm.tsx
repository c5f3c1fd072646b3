import { useState } from 'react';
import { Button, CenterPopup, Checkbox } from 'antd-mobile';
import { safetyText } from '../strings';

export type ExclusionChoice = { kind: 'timeout' | 'self_exclusion'; label: string; until: Date };

type Props = {
  choice: ExclusionChoice | null;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** The dialog's content; unmounted on close (destroyOnClose), so the tick never carries over to another choice. */
const ConfirmBody = ({ choice, busy, error, onConfirm, onClose }: Props & { choice: ExclusionChoice }) => {
  const [understood, setUnderstood] = useState(false);
  const selfExclusion = choice.kind === 'self_exclusion';
  const title = selfExclusion
    ? safetyText.confirmSelfExclusionTitle(choice.label)
    : safetyText.confirmTimeOutTitle(choice.label);
  return (
    <div className="safety-confirm" role="dialog" aria-label={title} data-testid="exclusion-confirm">
      <h2 className="safety-confirm__title">{title}</h2>
      <p>{safetyText.confirmUntil(choice.until.toISOString())}</p>
      <p className="safety-confirm__warn">{safetyText.confirmBody}</p>
      {selfExclusion && <p>{safetyText.confirmMarketing}</p>}
      {selfExclusion && (
        <Checkbox checked={understood} onChange={setUnderstood}>
          {safetyText.confirmCheck}
        </Checkbox>
      )}
      {error && (
        <p className="safety-error" role="alert">
          {error}
        </p>
      )}
      <div className="safety-confirm__actions">
        <Button className="safety-confirm__cancel" fill="outline" disabled={busy} onClick={onClose}>
          {safetyText.cancel}
        </Button>
        <Button color="danger" loading={busy} disabled={selfExclusion && !understood} onClick={onConfirm}>
          {safetyText.confirmOk}
        </Button>
      </div>
    </div>
  );
};

/**
 * The confirmation before a time-out or a self-exclusion: it starts at once and nobody can undo or shorten it;
 * a self-exclusion also stops promotions and bonuses, and asks the member to tick that they understand.
 */
export const ExclusionConfirm = (props: Props) => {
  // The last choice stays painted while the dialog fades out.
  const [shown, setShown] = useState(props.choice);
  if (props.choice && props.choice !== shown) setShown(props.choice);
  return (
    <CenterPopup
      visible={props.choice !== null}
      onMaskClick={props.busy ? undefined : props.onClose}
      destroyOnClose
    >
      {shown && <ConfirmBody {...props} choice={shown} />}
    </CenterPopup>
  );
};
