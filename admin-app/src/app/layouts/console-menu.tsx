import { Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { consoleMenu } from '../pages';

type ConsoleMenuProps = {
  /** The permissions of the signed-in role: the menu lists only the pages it may open. */
  granted: ReadonlySet<string>;
  theme: 'dark' | 'light';
  /** After an entry was chosen (the phone's drawer closes). */
  onNavigate?: () => void;
};

/** The side menu of the page table (pages.tsx): the pages the role may open, the current one selected. */
export const ConsoleMenu = ({ granted, theme, onNavigate }: ConsoleMenuProps) => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const pages = consoleMenu.filter((page) => page.permission === null || granted.has(page.permission));
  const selected = pages.filter(
    (page) => page.path === pathname || (page.path !== '/' && pathname.startsWith(`${page.path}/`)),
  );
  return (
    <Menu
      theme={theme}
      mode="inline"
      selectedKeys={selected.map((page) => page.path)}
      items={pages.map((page) => ({ key: page.path, icon: page.icon, label: page.label }))}
      onClick={({ key }) => {
        onNavigate?.();
        void navigate(key);
      }}
      style={{ borderInlineEnd: 'none' }}
      data-testid="side-menu"
    />
  );
};
