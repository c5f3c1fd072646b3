import { Button, Result } from 'antd';
import { appStrings } from './strings';

/**
 * A page that failed to load or render: say so in Thai and offer a reload; `message`, the server's own Thai reason
 * when it gave one (a refused address).
 */
export const RouteError = ({ message }: { message?: string }) => (
  <Result
    status="error"
    title={appStrings.loadFailed}
    subTitle={message}
    extra={
      <Button type="primary" onClick={() => window.location.reload()}>
        {appStrings.retry}
      </Button>
    }
  />
);
