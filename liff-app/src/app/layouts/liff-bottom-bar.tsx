import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { AccountIcon, type AccountIconName } from '@features/account/components/account-icons';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { useWalletsTotal } from '@features/wallet/hooks/use-wallets-total';
import { useAppLinks, type ScreenName } from '@ui/app-links';
import { MoneyText } from '@ui/money-text';
import { liffPaths } from '@liff-app/app/paths';
import { liffStrings } from '@liff-app/app/strings';
import { liffMenuPaths } from './liff-menu-entries';

const ITEMS = [
  { screen: 'home', label: liffStrings.bar.home, icon: 'crown' },
  { screen: 'lobbies', label: liffStrings.bar.games, icon: 'star' },
  { screen: 'deposit', label: liffStrings.bar.deposit, icon: 'deposit' },
  { screen: 'withdraw', label: liffStrings.bar.withdraw, icon: 'withdraw' },
] as const satisfies readonly { screen: ScreenName; label: string; icon: AccountIconName }[];

// The menu sheet is its own chunk, asked for as the finger goes down on the bar's menu item.
const loadMenu = () => import('./liff-menu');
const LiffMenu = lazy(() => loadMenu().then((module) => ({ default: module.LiffMenu })));
const preloadMenu = () => void loadMenu().catch(() => undefined);

const MenuIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden>
    <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />
  </svg>
);

/** On a screen of the menu (or below one: a lotto round under the lotto lobby), its item is the current one. */
const isUnder = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/**
 * Members only: the balance (a tap opens the wallets), the main screens, each shown only if routed, and the
 * menu with every other screen.
 */
export const LiffBottomBar = () => {
  const isLoggedIn = useIsLoggedIn();
  const links = useAppLinks();
  const total = useWalletsTotal({ enabled: isLoggedIn });
  const location = useLocation();
  const { pathname } = location;
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted at the first tap, then kept: closing animates, and a second opening needs no download.
  const [menuMounted, setMenuMounted] = useState(false);
  // Any screen change (a tile, back) closes the menu: adjusted while rendering, as React advises over an effect.
  const [shownAt, setShownAt] = useState(location.key);
  if (shownAt !== location.key) {
    setShownAt(location.key);
    setMenuOpen(false);
  }
  if (!isLoggedIn) return null;
  const wallets = links.href.wallets;
  const onBar = ITEMS.some((item) => {
    const to = links.href[item.screen];
    return to !== null && (to === liffPaths.home ? pathname === to : isUnder(pathname, to));
  });
  const inMenu = !onBar && liffMenuPaths(links).some((to) => isUnder(pathname, to));
  const handleOpenMenu = () => {
    setMenuMounted(true);
    setMenuOpen(true);
  };
  const balance = (
    <>
      <span className="liff-bottom-bar__label">{liffStrings.balance}</span>
      <strong data-testid="liff-balance">
        {total.data !== undefined ? <MoneyText value={total.data} satang /> : '–'} ฿
      </strong>
    </>
  );
  return (
    <>
      <div className="liff-bottom-bar-space" />
      <nav className="liff-bottom-bar" aria-label={liffStrings.barLabel} data-testid="liff-bottom-bar">
        {wallets ? (
          <NavLink to={wallets} className="liff-bottom-bar__balance">
            {balance}
          </NavLink>
        ) : (
          <div className="liff-bottom-bar__balance">{balance}</div>
        )}
        {ITEMS.flatMap((item) => {
          const to = links.href[item.screen];
          if (!to) return [];
          return [
            <NavLink
              key={item.screen}
              to={to}
              end={to === liffPaths.home}
              className={({ isActive }) =>
                `liff-bottom-bar__item${isActive ? ' liff-bottom-bar__item--active' : ''}`
              }
            >
              <AccountIcon name={item.icon} size={18} />
              <span>{item.label}</span>
            </NavLink>,
          ];
        })}
        <button
          type="button"
          className={`liff-bottom-bar__item${inMenu || menuOpen ? ' liff-bottom-bar__item--active' : ''}`}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onTouchStart={preloadMenu}
          onMouseDown={preloadMenu}
          onClick={handleOpenMenu}
          data-testid="liff-menu-button"
        >
          <MenuIcon />
          <span>{liffStrings.bar.menu}</span>
        </button>
      </nav>
      {menuMounted && (
        <Suspense
          fallback={
            // The sheet's code on its way (a slow network: the tap said nothing else).
            <div className="liff-menu-loading" role="status" aria-busy="true" data-testid="liff-menu-loading">
              {liffStrings.loading}
            </div>
          }
        >
          <LiffMenu visible={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
