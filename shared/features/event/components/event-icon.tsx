import { eventStrings as t } from '../strings';
import './event-dialog.css';

/** The floating event icon on the left; the caller renders it only when events exist. */
export const EventIcon = ({ onOpen }: { onOpen: () => void }) => (
  <button type="button" className="event-icon" aria-label={t.open} onClick={onOpen} data-testid="event-icon">
    {/* A gift, drawn inline: emoji fonts are missing on some Android phones. */}
    <svg viewBox="0 0 24 24" width="26" height="26" fill="none" stroke="#fff" strokeWidth="1.8" aria-hidden>
      <path d="M3 9h18v4H3zM5 13v8h14v-8M12 9v12M12 9s-1-5-4.5-5S6 9 12 9zm0 0s1-5 4.5-5S18 9 12 9z" />
    </svg>
  </button>
);
