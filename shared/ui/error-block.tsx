import { Button } from 'antd-mobile';
import { AlertIcon } from './state-icons';
import { uiStrings } from './strings';
import './ui.css';

type ErrorBlockProps = { error?: unknown; title?: string; onRetry?: () => void };

/** A failed load: the server's Thai message (ApiError carries it) and a retry button. */
export const ErrorBlock = ({ error, title = uiStrings.errorTitle, onRetry }: ErrorBlockProps) => (
  <div className="ui-state" role="alert">
    <div className="ui-state__icon" aria-hidden>
      <AlertIcon />
    </div>
    <div className="ui-state__title">{title}</div>
    {error instanceof Error && <div className="ui-state__text">{error.message}</div>}
    {onRetry && (
      <Button size="small" color="primary" fill="outline" onClick={onRetry}>
        {uiStrings.retry}
      </Button>
    )}
  </div>
);
