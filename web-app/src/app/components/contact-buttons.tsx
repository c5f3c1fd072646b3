import { useAgentConfigQuery } from '@features/agent/api/get-agent-config';
import { strings } from '../strings';
import './contact-buttons.css';

/** Floating on the right: LINE and Telegram, each only when the agent configured its link. */
export const ContactButtons = () => {
  const info = useAgentConfigQuery().data?.info;
  if (!info?.line_contact_url && !info?.telegram_contact_url) return null;
  return (
    <div className="contact-buttons" data-testid="contact-buttons">
      {info.line_contact_url && (
        <a
          className="contact-buttons__btn contact-buttons__btn--line"
          href={info.line_contact_url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={strings.contact.line}
          data-testid="contact-line"
        >
          LINE
        </a>
      )}
      {info.telegram_contact_url && (
        <a
          className="contact-buttons__btn contact-buttons__btn--telegram"
          href={info.telegram_contact_url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={strings.contact.telegram}
          data-testid="contact-telegram"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
            <path
              fill="currentColor"
              d="M21.5 4.3 2.9 11.5c-1 .4-1 1.5 0 1.8l4.6 1.4 1.8 5.5c.2.6 1 .8 1.5.3l2.6-2.4 4.8 3.5c.6.4 1.4.1 1.6-.6l3.1-14.6c.2-.9-.6-1.6-1.4-1.1zM9.8 14.6l-.4 3.6-1.4-4.4 10-7.2z"
            />
          </svg>
        </a>
      )}
    </div>
  );
};
