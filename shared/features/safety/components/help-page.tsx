import { Link } from 'react-router-dom';
import { useAppLinks } from '@ui/app-links';
import { PageShell } from '@ui/page-shell';
import { safetyText } from '../strings';
import { HelpContactCard } from './help-contact';
import './safety.css';

/** The built-in games' result check (games/pages/verify), the address the games' own pages link to. */
const VERIFY_PAGE = '/games/verify/';

const Bullets = ({ items }: { items: readonly string[] }) => (
  <ul className="safety-help__list">
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

/**
 * /safety (web, guests too) and /liff/safety-help: how the games' returns work, signs of a problem, what the
 * member can do here, and the agent's help contact.
 */
export const SafetyHelpPage = ({ onBack }: { onBack?: () => void }) => {
  const tools = useAppLinks().href.safety;
  return (
    <PageShell title={safetyText.helpTitle} onBack={onBack}>
      <div className="safety-page" data-testid="safety-help">
        <p className="safety-age" data-testid="safety-age">
          <span className="safety-age__mark" aria-hidden>
            20+
          </span>
          {safetyText.ageNote}
        </p>
        <section className="safety-card">
          <h2 className="safety-card__title">{safetyText.rtpTitle}</h2>
          <Bullets items={safetyText.rtp} />
          <a className="safety-help-link" href={VERIFY_PAGE} target="_blank" rel="noopener">
            {safetyText.verifyLink}
          </a>
        </section>
        <section className="safety-card">
          <h2 className="safety-card__title">{safetyText.signsTitle}</h2>
          <Bullets items={safetyText.signs} />
        </section>
        <section className="safety-card">
          <h2 className="safety-card__title">{safetyText.toolsTitle}</h2>
          <Bullets items={safetyText.tools} />
          {tools && (
            <Link to={tools} className="safety-help-link">
              {safetyText.toolsLink}
            </Link>
          )}
        </section>
        <HelpContactCard />
      </div>
    </PageShell>
  );
};
