import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeStorage } from '@lib/storage';

type NotificationState = {
  open: boolean;
  /** The dialog opens by itself once per visit, whichever layout the member starts in. */
  shownAtStart: boolean;
  /** ISO time the dialog was last closed or finished (SPEC §4), kept in the local store. */
  lastShownAt: string | null;
};

const useNotificationStore = create<NotificationState>()(
  persist((): NotificationState => ({ open: false, shownAtStart: false, lastShownAt: null }), {
    name: 'local',
    storage: createJSONStorage(() => safeStorage('local')),
    // Only the time survives a reload; an open dialog is a state of this visit.
    partialize: (state) => ({ lastShownAt: state.lastShownAt }),
  }),
);

export const useNotificationDialogOpen = () => useNotificationStore((state) => state.open);
export const useNotificationLastShownAt = () => useNotificationStore((state) => state.lastShownAt);

export const notificationDialogOpened = () => useNotificationStore.setState({ open: true });

/** A member with notifications at start sees them once this visit (SPEC §4). */
export const notificationsArrivedAtStart = () => {
  if (useNotificationStore.getState().shownAtStart) return;
  useNotificationStore.setState({ open: true, shownAtStart: true });
};

export const notificationDialogClosed = (at: Date = new Date()) =>
  useNotificationStore.setState({ open: false, lastShownAt: at.toISOString() });
