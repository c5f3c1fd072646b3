import { lazy, useState } from 'react';

// Dialogs (and the animation library under antd-mobile's popups) load the first time one opens, which keeps
// them out of the first screen's JavaScript.
// Members only: guests never download the panel (nor the wallet code under it).
export const LazyMemberPanel = lazy(() => import('./member-panel').then((m) => ({ default: m.MemberPanel })));
export const LazyMenuDialog = lazy(() => import('./menu-dialog').then((m) => ({ default: m.MenuDialog })));
export const LazyNotificationDialog = lazy(() =>
  import('@features/notification/components/notification-dialog').then((m) => ({
    default: m.NotificationDialog,
  })),
);
export const LazyContactSheet = lazy(() =>
  import('./contact-sheet').then((m) => ({ default: m.ContactSheet })),
);
export const LazyEventDialog = lazy(() =>
  import('@features/event/components/event-dialog').then((m) => ({ default: m.EventDialog })),
);

/** True from the first time `open` is true: the dialog stays mounted afterwards so it can animate closed. */
export const useOpenedOnce = (open: boolean) => {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
};
