import { Link } from 'react-router-dom';
import { useAppLinks } from '@ui/app-links';
import { useInboxUnreadQuery } from '@features/inbox/api/get-inbox';
import { inboxText } from '@features/inbox/strings';
import './inbox.css';

/**
 * The bell in an app's header: the inbox, with the count of unread messages. Shown to a signed-in member
 * (`member`, which the app knows) in an app that routes the inbox.
 */
export const InboxBell = ({ member, className = '' }: { member: boolean; className?: string }) => {
  const href = useAppLinks().href.inbox;
  const unread = useInboxUnreadQuery(member && href !== null).data ?? 0;
  if (!member || !href) return null;
  return (
    <Link
      to={href}
      className={`inbox-bell ${className}`}
      aria-label={inboxText.bell(unread)}
      data-testid="inbox-bell"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden>
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {unread > 0 && (
        <span className="inbox-bell__count" data-testid="inbox-unread">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
};
