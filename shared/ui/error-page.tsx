import type { ReactNode } from 'react';
import './error-page.css';

type ErrorPageProps = { status: number; message?: string; action?: ReactNode };

const THAI = /[\u0E00-\u0E7F]/;

/**
 * The error page of SPEC §2/§8: the status code, 'Not Found' / 'This page could not be found' for 404 (the
 * spec's own words), 'An error occurred' otherwise, on a full-height dark overlay, with a Thai line under them.
 * A thrown error's own message is shown only when it is Thai (a server's message): a script's English error
 * text ("Failed to fetch dynamically imported module") is no help to a member.
 */
export const ErrorPage = ({ status, message, action }: ErrorPageProps) => {
  const notFound = status === 404;
  const thai = notFound
    ? 'ไม่พบหน้าที่คุณต้องการ'
    : message && THAI.test(message)
      ? message
      : 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง';
  return (
    <div className="ui-error-page" data-testid="error-page" role="alert">
      <div className="ui-error-page__box">
        <div className="ui-error-page__status site-gold-text">{status}</div>
        <h1 className="ui-error-page__title">{notFound ? 'Not Found' : 'An error occurred'}</h1>
        {notFound && <p className="ui-error-page__message">This page could not be found</p>}
        <p className="ui-error-page__thai">{thai}</p>
        {action}
      </div>
    </div>
  );
};
