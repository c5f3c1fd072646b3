import { Outlet } from 'react-router-dom';
import './bare-layouts.css';

/** Pages shown inside a frame or a modal (login_box, register_box): only the page, no chrome. */
const IframeLayout = () => (
  <div className="iframe-layout site-page-fade">
    <Outlet />
  </div>
);

export const Component = IframeLayout;
