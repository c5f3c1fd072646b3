import { Button, Result } from 'antd';
import { appStrings } from './strings';

/** A page that failed to load or render: say so in Thai and offer a reload. */
export const RouteError = () => (
  <Result
    status="error"
    title={appStrings.loadFailed}
    extra={
      <Button type="primary" onClick={() => window.location.reload()}>
        {appStrings.retry}
      </Button>
    }
  />
);
