import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAgentCode } from '@features/agent/stores/agent-code-store';
import { useEventsQuery } from '@features/event/api/get-events';
import { eventDialogClosed, useEventDialogOpen } from '@features/event/stores/event-store';
import type { AgentEvent } from '@contract/agent';
import { isOutsideLink, useAppLinks } from '@ui/app-links';
import { LazyEventDialog, useOpenedOnce } from './lazy-dialogs';

/** The events exist (the footer's contact slot then offers them, with a dot on its icon). */
export const useHasEvents = () => (useEventsQuery(useAgentCode()).data?.length ?? 0) > 0;

/** The event dialog, opened from the footer's contact sheet (eventDialogOpened), loaded the first time it opens. */
export const EventWidget = () => {
  const events = useEventsQuery(useAgentCode()).data ?? [];
  const open = useEventDialogOpen();
  const navigate = useNavigate();
  const links = useAppLinks();
  const mounted = useOpenedOnce(open);
  if (events.length === 0 || !mounted) return null;

  // An image leads to its event's target, else poll 1 (SPEC §2), each only if this app routes it.
  const targetOf = (event: AgentEvent) =>
    (event.link ? links.content(event.link) : null) ?? links.pollItem(1);
  const handleImageTap = (target: string) => {
    eventDialogClosed();
    if (isOutsideLink(target)) window.location.assign(target);
    else navigate(target);
  };

  return (
    <Suspense fallback={null}>
      <LazyEventDialog
        visible={open}
        events={events}
        onClose={eventDialogClosed}
        targetOf={targetOf}
        onImageTap={handleImageTap}
      />
    </Suspense>
  );
};
