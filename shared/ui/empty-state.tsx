import type { ReactNode } from 'react';
import { InboxIcon } from './state-icons';
import { uiStrings } from './strings';
import './ui.css';

type EmptyStateProps = { title?: ReactNode; description?: ReactNode; icon?: ReactNode; action?: ReactNode };

export const EmptyState = ({
  title = uiStrings.empty,
  description,
  icon = <InboxIcon />,
  action,
}: EmptyStateProps) => (
  <div className="ui-state" role="status">
    <div className="ui-state__icon" aria-hidden>
      {icon}
    </div>
    <div className="ui-state__title">{title}</div>
    {description && <div className="ui-state__text">{description}</div>}
    {action}
  </div>
);
