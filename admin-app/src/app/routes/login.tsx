import { Alert, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoginScreen } from '@admin-app/features/auth/components/login-screen';
import { useSessionEndedWhy } from '@admin-app/features/auth/session-store';
import { paths } from '../paths';
import { appStrings } from '../strings';

export const Component = () => {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const endedWhy = useSessionEndedWhy();
  return (
    <div style={{ minHeight: '100%', display: 'grid', placeItems: 'center', padding: 24 }}>
      <div style={{ display: 'grid', justifyItems: 'center', gap: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {appStrings.title}
        </Typography.Title>
        {endedWhy ? (
          <Alert
            type="warning"
            showIcon
            message={endedWhy}
            style={{ maxWidth: 400 }}
            data-testid="session-ended"
          />
        ) : null}
        <LoginScreen
          onSignedIn={() =>
            navigate(from && from !== paths.login.path ? from : paths.home.getHref(), { replace: true })
          }
        />
      </div>
    </div>
  );
};
