import type { SafetyStatus } from '@contract/protection/protection';
import { safetyText } from '../strings';

/** At the top of the screen while real-money play is refused: the server's Thai reason and until when. */
export const BlockedNotice = ({ blocked }: { blocked: NonNullable<SafetyStatus['blocked']> }) => (
  <section className="safety-blocked" role="status" data-testid="safety-blocked">
    <strong className="safety-blocked__title">{safetyText.blockedTitle}</strong>
    <p className="safety-blocked__text">{blocked.message}</p>
    {blocked.until && <p className="safety-blocked__until">{safetyText.blockedUntil(blocked.until)}</p>}
  </section>
);
