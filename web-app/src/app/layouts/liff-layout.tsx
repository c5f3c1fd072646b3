import { Link, Outlet } from 'react-router-dom';
import { AgentLogo } from '@features/agent/components/agent-logo';
import { paths } from '../paths';
import { strings } from '../strings';
import './bare-layouts.css';

/** Compact header with the agent logo and no footer, as inside LINE (the LIFF build has its own copy). */
export const LiffLayout = () => (
  <div className="liff-layout">
    <header className="compact-header">
      <Link to={paths.home.getHref()} aria-label={strings.home}>
        <AgentLogo height={30} />
      </Link>
    </header>
    <main className="site-page-fade compact-main">
      <Outlet />
    </main>
  </div>
);

export const Component = LiffLayout;
