import { Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { GameSheetSlot } from '../components/game-sheet-slot';
import { LazyMemberPanel, LazyMenuDialog, useOpenedOnce } from '../components/lazy-dialogs';
import { NotificationCenter } from '../components/notification-center';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';

/**
 * The default layout's chrome (SPEC §2): header, member panel, page, footer, game sheet, notification dialog.
 * The contact buttons and the event icon do not float over the page: the footer's contact slot opens them
 * (site-footer.tsx). The auth layout wraps the same chrome.
 */
export const SiteChrome = ({ children }: { children: ReactNode }) => {
  const isLoggedIn = useIsLoggedIn();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuMounted = useOpenedOnce(menuOpen);

  return (
    <div className="site-layout">
      <SiteHeader />
      {isLoggedIn && (
        <Suspense fallback={<div className="member-panel-placeholder" />}>
          <LazyMemberPanel onOpenMenu={() => setMenuOpen(true)} />
        </Suspense>
      )}
      {/* Keyed by path so each page fades in (0.4 s) when it replaces the previous one. */}
      <main key={pathname} className="site-container site-page-fade site-main">
        {children}
      </main>
      <SiteFooter />
      <GameSheetSlot />
      <NotificationCenter />
      {isLoggedIn && menuMounted && (
        <Suspense fallback={null}>
          <LazyMenuDialog visible={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </div>
  );
};
