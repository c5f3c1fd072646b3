import { Mask } from 'antd-mobile';
import type { AgentEvent } from '@contract/agent';
import { eventStrings as t } from '../strings';
import './event-dialog.css';

type EventDialogProps = {
  visible: boolean;
  events: AgentEvent[];
  onClose: () => void;
  /**
   * Where an event's image leads in this app (its `link`, else poll 1 as SPEC §2 says), or null: then the image
   * is only a picture (the app does not route that screen).
   */
  targetOf?: (event: AgentEvent) => string | null;
  /** Tapping an image with a target: the caller closes the dialog and goes there. */
  onImageTap?: (target: string) => void;
};

/** Max width 800, overlay 0.75, no close on outside click, red round close button top right. */
export const EventDialog = ({ visible, events, onClose, targetOf, onImageTap }: EventDialogProps) => {
  if (!visible) return null;
  return (
    <Mask visible opacity={0.75} destroyOnClose>
      <div className="event-dialog" role="dialog" aria-label={t.title} data-testid="event-dialog">
        <button type="button" className="event-dialog__close" aria-label={t.close} onClick={onClose}>
          ×
        </button>
        <div className="event-dialog__list">
          {events.map((event) => {
            const target = targetOf?.(event) ?? null;
            return target && onImageTap ? (
              <button
                key={event.id}
                type="button"
                className="event-dialog__item"
                onClick={() => onImageTap(target)}
              >
                <img src={event.image} alt={event.title} className="event-dialog__image" />
              </button>
            ) : (
              <div key={event.id} className="event-dialog__item">
                <img src={event.image} alt={event.title} className="event-dialog__image" />
              </div>
            );
          })}
        </div>
      </div>
    </Mask>
  );
};
