import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Layout, Result, Space, Tag } from 'antd';
import { useState } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router-dom';
import { roleLabels, type Permission } from '@contract/admin/permissions';
import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { useLogoutMutation } from '@admin-app/features/auth/api/logout';
import { paths } from '../paths';
import type { RouteHandle } from '../route-handle';
import { appStrings } from '../strings';
import { ConsoleMenu } from './console-menu';

/** The page's own permission, from the deepest route that declares one. */
const usePagePermission = (): Permission | undefined =>
  useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.permission)
    .filter(Boolean)
    .at(-1);

const titleStyle = { color: '#fff', padding: '18px 20px', fontWeight: 500, fontSize: 16 } as const;
// A long display name ends in an ellipsis on one line rather than wrap out of the header's 64 px.
const nameStyle = {
  display: 'inline-block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  lineHeight: '22px',
} as const;

/**
 * The console: the side menu of the pages the role may open, a header with who is signed in, the page. From
 * antd's `lg` (992 px) the menu is a side bar that stays in view while the page scrolls; below it (staff on
 * their phones at night) the menu is a drawer opened from the header, so every label stays readable and the page
 * keeps the whole width.
 */
export const Component = () => {
  const { data: me } = useMeQuery();
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  const needed = usePagePermission();
  const granted = new Set<string>(me?.permissions ?? []);
  const wide = Grid.useBreakpoint().lg === true;
  const [drawerOpen, setDrawerOpen] = useState(false);

  // To the login first (its lazy module may take a moment), then end the session: ending it first would let the
  // guard send the login a page to come back to.
  const handleLogout = async () => {
    await navigate(paths.login.getHref(), { replace: true });
    logout.mutate();
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {wide ? (
        <Layout.Sider
          width={240}
          theme="dark"
          style={{ position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' }}
        >
          <div style={titleStyle}>{appStrings.title}</div>
          <ConsoleMenu granted={granted} theme="dark" />
        </Layout.Sider>
      ) : (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          width={280}
          title={appStrings.title}
          styles={{ body: { padding: 0 } }}
        >
          <ConsoleMenu granted={granted} theme="light" onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          style={{
            background: '#fff',
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            paddingInline: wide ? 24 : 12,
          }}
        >
          {wide ? null : (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={appStrings.openMenu}
              onClick={() => setDrawerOpen(true)}
              data-testid="menu-button"
            />
          )}
          <Space size={wide ? 'middle' : 'small'} style={{ marginInlineStart: 'auto', minWidth: 0 }}>
            <span data-testid="staff-name" style={{ ...nameStyle, maxWidth: wide ? 320 : 140 }}>
              {me?.display_name || me?.username}
            </span>
            {me ? <Tag color="blue">{roleLabels[me.role]}</Tag> : null}
            <Button
              icon={<LogoutOutlined />}
              onClick={() => void handleLogout()}
              loading={logout.isPending}
              aria-label={appStrings.logout}
            >
              {wide ? appStrings.logout : null}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: wide ? 24 : 12 }}>
          {needed && !granted.has(needed) ? (
            <Result status="403" title={appStrings.forbiddenTitle} subTitle={appStrings.forbiddenText} />
          ) : (
            <Outlet />
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
};
