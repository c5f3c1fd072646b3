import { LogoutOutlined } from '@ant-design/icons';
import { Button, Layout, Menu, Result, Space, Tag, Typography } from 'antd';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { roleLabels, type Permission } from '@contract/admin/permissions';
import { useMeQuery } from '@admin-app/features/auth/api/get-me';
import { useLogoutMutation } from '@admin-app/features/auth/api/logout';
import { consoleMenu } from '../pages';
import { paths } from '../paths';
import type { RouteHandle } from '../route-handle';
import { appStrings } from '../strings';

/** The page's own permission, from the deepest route that declares one. */
const usePagePermission = (): Permission | undefined =>
  useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.permission)
    .filter(Boolean)
    .at(-1);

/** Desktop console: the side menu of the pages the role may open, a header with who is signed in, the page. */
export const Component = () => {
  const { data: me } = useMeQuery();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useLogoutMutation();
  const needed = usePagePermission();
  const granted = new Set<string>(me?.permissions ?? []);
  const pages = consoleMenu.filter((page) => page.permission === null || granted.has(page.permission));
  const selected = pages.filter(
    (page) => page.path === pathname || (page.path !== '/' && pathname.startsWith(page.path)),
  );

  // To the login first (its lazy module may take a moment), then end the session: ending it first would let the
  // guard send the login a page to come back to.
  const handleLogout = async () => {
    await navigate(paths.login.getHref(), { replace: true });
    logout.mutate();
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} theme="dark" breakpoint="lg" collapsedWidth={64}>
        <div style={{ color: '#fff', padding: '18px 20px', fontWeight: 500, fontSize: 16 }}>
          {appStrings.title}
        </div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={selected.map((page) => page.path)}
          items={pages.map((page) => ({ key: page.path, icon: page.icon, label: page.label }))}
          onClick={({ key }) => navigate(key)}
          data-testid="side-menu"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', paddingInline: 24 }}
        >
          <Space size="middle">
            <Typography.Text data-testid="staff-name">{me?.display_name || me?.username}</Typography.Text>
            {me ? <Tag color="blue">{roleLabels[me.role]}</Tag> : null}
            <Button icon={<LogoutOutlined />} onClick={() => void handleLogout()} loading={logout.isPending}>
              {appStrings.logout}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
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
