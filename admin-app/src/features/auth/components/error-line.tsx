import { Alert } from 'antd';
import { isApiError } from '@lib/api-error';
import { authStrings } from '../strings';

/** The server's Thai message for a refused step (wrong code, locked, ticket expired). */
export const ErrorLine = ({ error }: { error: unknown }) =>
  error ? (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      message={isApiError(error) ? error.message : authStrings.failed}
      data-testid="login-error"
    />
  ) : null;
