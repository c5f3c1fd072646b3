import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { AgentLogo } from '@features/agent/components/agent-logo';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { InboxBell } from '@features/inbox/components/inbox-bell';
import { useAppLinks } from '@ui/app-links';
import { useIsLargeScreen } from '@ui/breakpoints';
import { paths } from '../paths';
import { useRouteFlag } from '../route-handle';
import { strings } from '../strings';
import { Icon } from './icons';
import { isActivePath, navItems } from './nav-items';
import { useScrolledPast } from './use-scrolled-past';
import './site-header.css';

const FIXED_HEADER_AFTER_PX = 80;

/** Logo home, the menu links with the active item, register/login for guests, the bell for members, back home. */
export const SiteHeader = () => {
  const isLoggedIn = useIsLoggedIn();
  const large = useIsLargeScreen();
  const backHome = useRouteFlag('backHome');
  const fixed = useScrolledPast(FIXED_HEADER_AFTER_PX);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  return (
    <div className="site-header-slot">
      <header className={`site-header${fixed ? ' site-header--fixed' : ''}`} data-testid="site-header">
        <div className="site-container site-header__bar">
          {backHome && (
            <button
              type="button"
              className="site-header__back"
              aria-label={strings.backHome}
              onClick={() => navigate(paths.home.getHref())}
              data-testid="back-home"
            >
              <Icon name="back" size={16} />
              <Icon name="home" size={18} />
            </button>
          )}
          <Link to={paths.home.getHref()} className="site-header__logo" aria-label={strings.home}>
            <AgentLogo height={34} />
          </Link>
          {large && <NavLinks pathname={pathname} className="site-header__nav--inline" />}
          <InboxBell member={isLoggedIn} className="site-header__bell" />
          {!isLoggedIn && (
            <div className="site-header__auth">
              <Link to={paths.register.getHref()} className="site-header__btn site-header__btn--gold">
                {large ? strings.register : strings.registerShort}
              </Link>
              <Link to={paths.login.getHref()} className="site-header__btn site-header__btn--outline">
                {large ? strings.login : strings.loginShort}
              </Link>
            </div>
          )}
        </div>
        {!large && <NavLinks pathname={pathname} className="site-header__nav--strip" />}
      </header>
    </div>
  );
};

const NavLinks = ({ pathname, className }: { pathname: string; className: string }) => {
  const items = navItems(useAppLinks());
  return (
    <nav className={`site-header__nav ${className}`} aria-label={strings.navLabel}>
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          className={`site-header__link${isActivePath(pathname, item.to) ? ' site-header__link--active' : ''}`}
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
};
