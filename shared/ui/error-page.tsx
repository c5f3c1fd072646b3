import type { ReactNode } from 'react';
import './error-page.css';

type ErrorPageProps = { status: number; message?: string; action?: ReactNode };

/**
 * The error page of SPEC §2/§8: the status code, 'Not Found' / 'This page could not be found' for 404 (the
 * spec's own words), 'An error occurred' otherwise, on a full-height dark overlay, with Thai help beside them.
 */
export const ErrorPage = ({ status, message, action }: ErrorPageProps) => {
  const notFound = status === 404;
  return (
    <div className="ui-error-page" data-testid="error-page" role="alert">
      <div className="ui-error-page__box">
        <div className="ui-error-page__status site-gold-text">{status}</div>
        <h1 className="ui-error-page__title">{notFound ? 'Not Found' : 'An error occurred'}</h1>
        <p className="ui-error-page__message">
          {notFound ? 'This page could not be found' : (message ?? 'An error occurred')}
        </p>
        <p className="ui-error-page__thai">
          {notFound ? 'ไม่พบหน้าที่คุณต้องการ' : 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง'}
        </p>
        {action}
      </div>
    </div>
  );
};
