import { Button, CenterPopup } from 'antd-mobile';
import { useState } from 'react';
import type { AgentNotification } from '@contract/agent';
import { EmptyState } from '@ui/empty-state';
import { BellIcon } from '@ui/state-icons';
import { notificationStrings as t } from '../strings';
import './notification-dialog.css';

type NotificationDialogProps = {
  visible: boolean;
  notifications: AgentNotification[];
  /** Closing or finishing the list; the caller records the time of last display. */
  onClose: () => void;
  /** Follows an announcement's link (inside the site or out). */
  onOpenLink?: (link: string) => void;
};

/** Counter of SPEC §2: 0 when there are none, otherwise the current page plus one over the total. */
export const notificationCounter = (page: number, total: number) =>
  total === 0 ? '0' : `${Math.min(page, total - 1) + 1} / ${total}`;

/** The important-announcements dialog (width 400): one announcement at a time, next or close. */
export const NotificationDialog = ({
  visible,
  notifications,
  onClose,
  onOpenLink,
}: NotificationDialogProps) => {
  const [page, setPage] = useState(0);
  const total = notifications.length;
  const current = notifications[Math.min(page, Math.max(total - 1, 0))];
  const isLast = page >= total - 1;

  const handleClose = () => {
    setPage(0);
    onClose();
  };
  const handleNext = () => (isLast ? handleClose() : setPage(page + 1));

  return (
    <CenterPopup
      visible={visible}
      onMaskClick={handleClose}
      style={{ '--min-width': 'min(400px, 92vw)', '--max-width': 'min(400px, 92vw)' }}
      bodyClassName="notice-dialog"
    >
      <div data-testid="notification-dialog" role="dialog" aria-label={t.title}>
        <header className="notice-dialog__head">
          <span className="notice-dialog__title">{t.title}</span>
          <span className="notice-dialog__counter" data-testid="notification-counter">
            {notificationCounter(page, total)}
          </span>
          <button type="button" className="notice-dialog__x" aria-label={t.close} onClick={handleClose}>
            ×
          </button>
        </header>
        {current ? (
          <article className="notice-dialog__body" key={current.id}>
            {current.image && <NoticeImage notice={current} onOpenLink={onOpenLink} />}
            <h3 className="notice-dialog__item-title">{current.title}</h3>
            {current.description && <p className="notice-dialog__text">{current.description}</p>}
          </article>
        ) : (
          <EmptyState icon={<BellIcon />} title={t.empty} />
        )}
        <footer className="notice-dialog__foot">
          <Button block color="primary" onClick={current ? handleNext : handleClose}>
            {current && !isLast ? t.next : t.close}
          </Button>
        </footer>
      </div>
    </CenterPopup>
  );
};

const NoticeImage = ({
  notice,
  onOpenLink,
}: {
  notice: AgentNotification;
  onOpenLink?: (link: string) => void;
}) => {
  const image = <img className="notice-dialog__image" src={notice.image} alt={notice.title} />;
  if (!notice.link || !onOpenLink) return image;
  return (
    <button type="button" className="notice-dialog__image-link" onClick={() => onOpenLink(notice.link)}>
      {image}
    </button>
  );
};
