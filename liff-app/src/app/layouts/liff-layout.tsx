import { Link, Outlet } from 'react-router-dom';
import { AgentLogo } from '@features/agent/components/agent-logo';
import { ProgressBar } from '@ui/progress-bar';
import { liffPaths } from '@liff-app/app/paths';
import { useLiffProgress } from './use-liff-progress';
import './liff-layout.css';

/** SPEC "liff" layout: a compact header with the agent logo (home of the LIFF app), no footer. */
export const LiffLayout = () => {
  const progress = useLiffProgress();
  return (
    <div className="liff-layout" data-testid="liff-layout">
      <ProgressBar state={progress} />
      <header className="liff-layout__bar">
        <Link to={liffPaths.home} className="liff-layout__home" data-testid="liff-home-link">
          <AgentLogo height={30} />
        </Link>
        <span className="liff-layout__badge">LINE</span>
      </header>
      <main className="liff-layout__main">
        <Outlet />
      </main>
    </div>
  );
};
