import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AgentNotification } from '@contract/agent';
import { safeStorage } from '@lib/storage';

type NotificationState = {
  open: boolean;
  /** The dialog opens by itself at most once per visit, whichever layout the member starts in. */
  shownAtStart: boolean;
  /** ISO time the dialog was last closed or finished (SPEC §4), kept in the local store. */
  lastShownAt: string | null;
  /**
   * Fingerprints of the announcements the member has already been shown. Without them the dialog came back on
   * every page load (and over every LINE deep link) for announcements already read.
   */
  seen: string[];
};

/** The most fingerprints kept: more announcements than an agent ever has live at once. */
const seenLimit = 200;

const useNotificationStore = create<NotificationState>()(
  persist((): NotificationState => ({ open: false, shownAtStart: false, lastShownAt: null, seen: [] }), {
    name: 'local',
    storage: createJSONStorage(() => safeStorage('local')),
    // The time and what was seen survive a reload; an open dialog is a state of this visit.
    partialize: (state) => ({ lastShownAt: state.lastShownAt, seen: state.seen }),
  }),
);

/** An announcement is new again when the agent edits it, so the fingerprint covers its content, not only its id. */
export const notificationFingerprint = (notice: AgentNotification) => {
  const text = [notice.title, notice.description, notice.image, notice.link].join('\u0000');
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 33 + text.charCodeAt(index)) >>> 0;
  return `${notice.id}:${hash.toString(36)}`;
};

export const useNotificationDialogOpen = () => useNotificationStore((state) => state.open);
export const useNotificationLastShownAt = () => useNotificationStore((state) => state.lastShownAt);

export const notificationDialogOpened = () => useNotificationStore.setState({ open: true });

/** Whether the dialog opens at start: once a visit, and only when an announcement is new to the member (SPEC §4). */
export const notificationStartDecision = (notifications: AgentNotification[]) => {
  const { shownAtStart, seen } = useNotificationStore.getState();
  if (shownAtStart) return false;
  const known = new Set(seen);
  return notifications.some((notice) => !known.has(notificationFingerprint(notice)));
};

/** The announcements arrived at start: the dialog opens when `notificationStartDecision` says so. */
export const notificationsArrivedAtStart = (notifications: AgentNotification[]) => {
  if (notificationStartDecision(notifications))
    useNotificationStore.setState({ open: true, shownAtStart: true });
};

/** Closing or finishing records the time and marks everything the dialog held as seen. */
export const notificationDialogClosed = (shown: AgentNotification[] = [], at: Date = new Date()) => {
  const { seen } = useNotificationStore.getState();
  const fresh = shown.map(notificationFingerprint).filter((print) => !seen.includes(print));
  useNotificationStore.setState({
    open: false,
    lastShownAt: at.toISOString(),
    seen: [...seen, ...fresh].slice(-seenLimit),
  });
};
