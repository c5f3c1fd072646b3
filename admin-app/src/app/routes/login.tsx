import { Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoginScreen } from '@admin-app/features/auth/components/login-screen';
import { paths } from '../paths';
import { appStrings } from '../strings';

export const Component = () => {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <div style={{ minHeight: '100%', display: 'grid', placeItems: 'center', padding: 24 }}>
      <div style={{ display: 'grid', justifyItems: 'center', gap: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {appStrings.title}
        </Typography.Title>
        <LoginScreen
          onSignedIn={() =>
            navigate(from && from !== paths.login.path ? from : paths.home.getHref(), { replace: true })
          }
        />
      </div>
    </div>
  );
};
