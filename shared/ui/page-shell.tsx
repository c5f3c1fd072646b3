import type { ReactNode } from 'react';
import { uiStrings } from './strings';
import './ui.css';

type PageShellProps = {
  title: ReactNode;
  /** Shows a back arrow in the title bar. */
  onBack?: () => void;
  extra?: ReactNode;
  children: ReactNode;
};

/** A page: title bar and content, inside whatever layout the app gives it. */
export const PageShell = ({ title, onBack, extra, children }: PageShellProps) => (
  <section className="ui-page-shell">
    <header className="ui-page-shell__bar">
      {onBack && (
        <button type="button" className="ui-page-shell__back" aria-label={uiStrings.back} onClick={onBack}>
          ‹
        </button>
      )}
      <h1 className="ui-page-shell__title">{title}</h1>
      {extra}
    </header>
    <div className="ui-page-shell__content">{children}</div>
  </section>
);
