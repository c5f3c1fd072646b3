import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAgentCode } from '@features/agent/stores/agent-code-store';
import { useEventsQuery } from '@features/event/api/get-events';
import { EventIcon } from '@features/event/components/event-icon';
import { eventDialogClosed, eventDialogOpened, useEventDialogOpen } from '@features/event/stores/event-store';
import type { AgentEvent } from '@contract/agent';
import { isOutsideLink, useAppLinks } from '@ui/app-links';
import { LazyEventDialog, useOpenedOnce } from './lazy-dialogs';

/** The event icon (left, only when events exist) and the event dialog it opens. */
export const EventWidget = () => {
  const events = useEventsQuery(useAgentCode()).data ?? [];
  const open = useEventDialogOpen();
  const navigate = useNavigate();
  const links = useAppLinks();
  const mounted = useOpenedOnce(open);
  if (events.length === 0) return null;

  // An image leads to its event's target, else poll 1 (SPEC §2), each only if this app routes it.
  const targetOf = (event: AgentEvent) =>
    (event.link ? links.content(event.link) : null) ?? links.pollItem(1);
  const handleImageTap = (target: string) => {
    eventDialogClosed();
    if (isOutsideLink(target)) window.location.assign(target);
    else navigate(target);
  };

  return (
    <>
      <EventIcon onOpen={eventDialogOpened} />
      {mounted && (
        <Suspense fallback={null}>
          <LazyEventDialog
            visible={open}
            events={events}
            onClose={eventDialogClosed}
            targetOf={targetOf}
            onImageTap={handleImageTap}
          />
        </Suspense>
      )}
    </>
  );
};
