import { Link, NavLink } from 'react-router-dom';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { useAppLinks } from '@ui/app-links';
import { paths } from '../paths';
import { strings } from '../strings';
import { ContactSlot } from './contact-slot';
import { EventWidget } from './event-widget';
import { footerSlots } from './footer-slots';
import { Icon } from './icons';
import './site-footer.css';

/** The five-slot bottom bar; slot 5 is the contact (contact-slot.tsx), and the event dialog it may open. */
export const SiteFooter = () => {
  const isLoggedIn = useIsLoggedIn();
  const links = useAppLinks();

  const safetyHelp = links.href.safetyHelp;

  return (
    <>
      {/* The age mark and the page on playing safely (issue 15), at the end of every page above the bar. */}
      <div className="site-footer-note" data-testid="footer-note">
        <span className="site-footer-note__age" aria-hidden>
          20+
        </span>
        <span>{strings.footer.age}</span>
        {safetyHelp && (
          <Link to={safetyHelp} className="site-footer-note__link" data-testid="footer-safety">
            {strings.footer.safetyHelp}
          </Link>
        )}
      </div>
      <div className="site-footer-space" />
      <nav className="site-footer" data-testid="site-footer">
        {footerSlots(isLoggedIn, links).map((slot) => {
          const testId = `footer-slot-${slot.position}`;
          const body = (
            <>
              <span className="site-footer__icon">
                <Icon name={slot.icon} size={slot.kind === 'link' && slot.main ? 26 : 22} />
              </span>
              <span className="site-footer__label">{slot.label}</span>
            </>
          );
          if (slot.kind === 'contact') {
            return (
              <ContactSlot key={testId} testId={testId}>
                {body}
              </ContactSlot>
            );
          }
          return (
            <NavLink
              key={testId}
              data-testid={testId}
              to={slot.to}
              end={slot.to === paths.home.getHref()}
              className={({ isActive }) =>
                `site-footer__slot${slot.main ? ' site-footer__slot--main' : ''}${isActive ? ' site-footer__slot--active' : ''}`
              }
            >
              {body}
            </NavLink>
          );
        })}
      </nav>
      <EventWidget />
    </>
  );
};
