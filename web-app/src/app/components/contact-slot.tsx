import { Suspense, useState, type ReactNode } from 'react';
import { useAgentConfigQuery } from '@features/agent/api/get-agent-config';
import { eventDialogOpened } from '@features/event/stores/event-store';
import { useHasEvents } from './event-widget';
import { LazyContactSheet, useOpenedOnce } from './lazy-dialogs';

type ContactSlotProps = { testId: string; children: ReactNode };

/**
 * The footer's slot 5: it opens the contact sheet with LINE, Telegram and the events. Nothing floats over the
 * page (a floating button covered the controls of every column it crossed, at every height a member scrolls
 * them to); a dot on the slot's icon tells of events, as the pulsing gift did.
 */
export const ContactSlot = ({ testId, children }: ContactSlotProps) => {
  const info = useAgentConfigQuery().data?.info;
  const hasEvents = useHasEvents();
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const links = {
    line: info?.line_contact_url || undefined,
    telegram: info?.telegram_contact_url || undefined,
  };

  const handleOpenEvents = () => {
    setOpen(false);
    eventDialogOpened();
  };
  return (
    <>
      <button
        type="button"
        data-testid={testId}
        className={`site-footer__slot${hasEvents ? ' site-footer__slot--news' : ''}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <LazyContactSheet
            visible={open}
            onClose={() => setOpen(false)}
            links={links}
            onOpenEvents={hasEvents ? handleOpenEvents : undefined}
          />
        </Suspense>
      )}
    </>
  );
};
