import { Alert, Button } from 'antd';
import { isApiError } from '@lib/api-error';
import { appStrings } from '../strings';

/** A list or page that failed to load: the server's Thai message (or a plain one) and a retry button. */
export const QueryError = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => (
  <Alert
    type="error"
    showIcon
    style={{ marginBottom: 16 }}
    message={isApiError(error) ? error.message : appStrings.loadFailed}
    action={
      onRetry ? (
        <Button size="small" onClick={onRetry}>
          {appStrings.retry}
        </Button>
      ) : undefined
    }
    data-testid="query-error"
  />
);

/** The server's Thai message of a refused change, for antd's message API. */
export const errorText = (error: unknown) => (isApiError(error) ? error.message : appStrings.loadFailed);
