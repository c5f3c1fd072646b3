import { Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAgentCode } from '@features/agent/stores/agent-code-store';
import { useEventsQuery } from '@features/event/api/get-events';
import { EventIcon } from '@features/event/components/event-icon';
import { eventDialogClosed, eventDialogOpened, useEventDialogOpen } from '@features/event/stores/event-store';
import { useAppLinks } from '@ui/app-links';
import { LazyEventDialog, useOpenedOnce } from './lazy-dialogs';

/** The event icon (left, only when events exist) and the event dialog it opens. */
export const EventWidget = () => {
  const events = useEventsQuery(useAgentCode()).data ?? [];
  const open = useEventDialogOpen();
  const navigate = useNavigate();
  const poll = useAppLinks().pollItem(1);
  const mounted = useOpenedOnce(open);
  if (events.length === 0) return null;

  // The image leads to the poll once polls are routed; until then it is only a picture.
  const handleImageTap = poll
    ? () => {
        eventDialogClosed();
        navigate(poll);
      }
    : undefined;

  return (
    <>
      <EventIcon onOpen={eventDialogOpened} />
      {mounted && (
        <Suspense fallback={null}>
          <LazyEventDialog
            visible={open}
            events={events}
            onClose={eventDialogClosed}
            onImageTap={handleImageTap}
          />
        </Suspense>
      )}
    </>
  );
};
