import { CenterPopup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { strings } from '../strings';
import { Icon } from './icons';
import './contact-sheet.css';

type ContactLinks = { line?: string; telegram?: string };

type ContactSheetProps = {
  visible: boolean;
  onClose: () => void;
  links: ContactLinks;
  /** Shown only when events exist: closes the sheet and opens the event dialog. */
  onOpenEvents?: () => void;
};

const TelegramMark = () => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
    <path
      fill="currentColor"
      d="M21.5 4.3 2.9 11.5c-1 .4-1 1.5 0 1.8l4.6 1.4 1.8 5.5c.2.6 1 .8 1.5.3l2.6-2.4 4.8 3.5c.6.4 1.4.1 1.6-.6l3.1-14.6c.2-.9-.6-1.6-1.4-1.1zM9.8 14.6l-.4 3.6-1.4-4.4 10-7.2z"
    />
  </svg>
);

const Row = ({ mark, kind, title, note }: { mark: ReactNode; kind: string; title: string; note: string }) => (
  <>
    <span className={`contact-sheet__mark contact-sheet__mark--${kind}`}>{mark}</span>
    <span className="contact-sheet__text">
      <strong>{title}</strong>
      <span className="contact-sheet__note">{note}</span>
    </span>
    <Icon name="chevron" size={18} className="contact-sheet__chevron" />
  </>
);

/** A row leading out of the site (LINE, Telegram) in a new tab; the sheet closes behind it. */
const OutsideRow = ({
  href,
  onClose,
  testId,
  children,
}: {
  href: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) => (
  <li>
    <a
      className="contact-sheet__row"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClose}
      data-testid={testId}
    >
      {children}
    </a>
  </li>
);

/**
 * What the footer's contact slot opens (SPEC §2's contact buttons and event icon, which no longer float over the
 * page): LINE and Telegram, each only when the agent configured its link, and the events when there are some.
 */
export const ContactSheet = ({ visible, onClose, links, onOpenEvents }: ContactSheetProps) => {
  const t = strings.contact;
  const empty = !links.line && !links.telegram && !onOpenEvents;
  return (
    <CenterPopup
      visible={visible}
      onMaskClick={onClose}
      style={{ '--min-width': 'min(400px, 92vw)', '--max-width': 'min(400px, 92vw)' }}
      bodyClassName="contact-sheet"
    >
      <div role="dialog" aria-labelledby="contact-sheet-title" data-testid="contact-sheet">
        <header className="contact-sheet__head">
          <h2 id="contact-sheet-title" className="site-gold-text contact-sheet__title">
            {t.title}
          </h2>
          <button type="button" className="contact-sheet__close" aria-label={t.close} onClick={onClose}>
            <Icon name="close" size={20} />
          </button>
        </header>
        <ul className="contact-sheet__list">
          {links.line && (
            <OutsideRow href={links.line} onClose={onClose} testId="contact-line">
              <Row mark="LINE" kind="line" title={t.line} note={t.lineNote} />
            </OutsideRow>
          )}
          {links.telegram && (
            <OutsideRow href={links.telegram} onClose={onClose} testId="contact-telegram">
              <Row mark={<TelegramMark />} kind="telegram" title={t.telegram} note={t.telegramNote} />
            </OutsideRow>
          )}
          {onOpenEvents && (
            <li>
              <button
                type="button"
                className="contact-sheet__row"
                onClick={onOpenEvents}
                data-testid="contact-events"
              >
                <Row
                  mark={<Icon name="gift" size={22} />}
                  kind="events"
                  title={t.events}
                  note={t.eventsNote}
                />
              </button>
            </li>
          )}
        </ul>
        {empty && <p className="contact-sheet__empty">{t.none}</p>}
      </div>
    </CenterPopup>
  );
};
