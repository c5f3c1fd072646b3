import { Link, Outlet, useLocation } from 'react-router-dom';
import { AgentLogo } from '@features/agent/components/agent-logo';
import { BannerCarousel } from '@features/agent/components/banner-carousel';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { InboxBell } from '@features/inbox/components/inbox-bell';
import { ProgressBar } from '@ui/progress-bar';
import { liffPaths } from '@liff-app/app/paths';
import { LiffBackButton } from './liff-back-button';
import { LiffBottomBar } from './liff-bottom-bar';
import { LiffGameSheet } from './liff-game-sheet';
import { useLiffProgress } from './use-liff-progress';
import './liff-layout.css';

/**
 * SPEC "liff" layout: a compact top bar (back, the agent logo as the way home; LINE draws its own title bar
 * above us), no web header nor footer, and for members a compact bottom bar with their balance.
 */
export const LiffLayout = () => {
  const progress = useLiffProgress();
  const { pathname } = useLocation();
  const atHome = pathname.replace(/\/+$/, '') === liffPaths.home;
  const member = useIsLoggedIn();
  return (
    <div className="liff-layout" data-testid="liff-layout">
      <ProgressBar state={progress} />
      <header className="liff-layout__bar">
        {!atHome && <LiffBackButton />}
        <Link to={liffPaths.home} className="liff-layout__home" data-testid="liff-home-link">
          <AgentLogo height={30} />
        </Link>
        <span className="liff-layout__end">
          <InboxBell member={member} />
          <span className="liff-layout__badge">LINE</span>
        </span>
      </header>
      <main className="liff-layout__main">
        {/* The agent's banners head the home, where the shell painted them before LINE login (liff-shell.tsx). */}
        {atHome && <BannerCarousel />}
        <Outlet />
      </main>
      <LiffBottomBar />
      <LiffGameSheet />
    </div>
  );
};
