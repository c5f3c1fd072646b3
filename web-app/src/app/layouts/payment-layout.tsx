import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AgentLogo } from '@features/agent/components/agent-logo';
import { Icon } from '../components/icons';
import { GameSheetSlot } from '../components/game-sheet-slot';
import { paths } from '../paths';
import { strings } from '../strings';
import { useSessionCheck } from './use-session-check';
import './bare-layouts.css';

/** Deposit, payment and withdraw: a compact header with back and home, the session checked, no footer. */
const PaymentLayout = () => {
  useSessionCheck();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <div className="payment-layout">
      <header className="compact-header">
        <button
          type="button"
          className="compact-header__back"
          aria-label={strings.backHome}
          onClick={() => navigate(-1)}
        >
          <Icon name="back" size={18} />
        </button>
        <Link to={paths.home.getHref()} aria-label={strings.home}>
          <AgentLogo height={30} />
        </Link>
        <Link to={paths.home.getHref()} className="compact-header__home" aria-label={strings.home}>
          <Icon name="home" size={20} />
        </Link>
      </header>
      <main key={pathname} className="site-container site-page-fade compact-main">
        <Outlet />
      </main>
      <GameSheetSlot />
    </div>
  );
};

export const Component = PaymentLayout;
