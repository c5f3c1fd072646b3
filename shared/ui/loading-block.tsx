import { Skeleton } from 'antd-mobile';
import { uiStrings } from './strings';
import './ui.css';

/** Skeleton lines while data loads; `lines` follows the rough height of what is coming. */
export const LoadingBlock = ({ lines = 3, title = true }: { lines?: number; title?: boolean }) => (
  <div className="ui-skeleton" aria-busy="true" aria-label={uiStrings.loading}>
    {title && <Skeleton.Title animated />}
    <Skeleton.Paragraph lineCount={lines} animated />
  </div>
);
