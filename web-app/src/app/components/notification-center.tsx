import { Suspense, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { useAgentCode } from '@features/agent/stores/agent-code-store';
import { useNotificationsQuery } from '@features/notification/api/get-notifications';
import {
  notificationDialogClosed,
  notificationsArrivedAtStart,
  useNotificationDialogOpen,
} from '@features/notification/stores/notification-store';
import { isOutsideLink, useAppLinks } from '@ui/app-links';
import { LazyNotificationDialog, useOpenedOnce } from './lazy-dialogs';

/**
 * The notification dialog in the default layout: fetched for members only, opened at start when there are
 * announcements the member has not seen yet (SPEC §4); closing or finishing records the time and what was seen.
 */
export const NotificationCenter = () => {
  const isLoggedIn = useIsLoggedIn();
  const links = useAppLinks();
  const fetched = useNotificationsQuery(useAgentCode(), isLoggedIn).data;
  // Each link as this app opens it; one to a screen the app does not route is dropped (the image shows alone).
  const notifications = useMemo(
    () => (fetched ?? []).map((notice) => ({ ...notice, link: links.content(notice.link) ?? '' })),
    [fetched, links],
  );
  const open = useNotificationDialogOpen();
  const navigate = useNavigate();
  const visible = open && isLoggedIn;
  const mounted = useOpenedOnce(visible);
  useEffect(() => {
    if (isLoggedIn && notifications.length > 0) notificationsArrivedAtStart(notifications);
  }, [isLoggedIn, notifications]);

  const handleOpenLink = (link: string) => {
    notificationDialogClosed(notifications);
    if (isOutsideLink(link)) window.open(link, '_blank', 'noopener');
    else navigate(link);
  };

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyNotificationDialog
        visible={visible}
        notifications={notifications}
        onClose={() => notificationDialogClosed(notifications)}
        onOpenLink={handleOpenLink}
      />
    </Suspense>
  );
};
