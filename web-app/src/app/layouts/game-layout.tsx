import { Outlet } from 'react-router-dom';
import './bare-layouts.css';

/** A game on the whole screen: no chrome, black behind the frame. */
const GameLayout = () => (
  <div className="game-layout">
    <Outlet />
  </div>
);

export const Component = GameLayout;
