import { Outlet, useLocation } from 'react-router-dom';
import { GameSheetSlot } from '../components/game-sheet-slot';
import { SiteFooter } from '../components/site-footer';

/** Game lobbies: the page, the footer and the game sheet only (SPEC §2). */
const LobbyLayout = () => {
  const { pathname } = useLocation();
  return (
    <div className="site-layout">
      <main key={pathname} className="site-container site-page-fade site-main">
        <Outlet />
      </main>
      <SiteFooter />
      <GameSheetSlot />
    </div>
  );
};

export const Component = LobbyLayout;
