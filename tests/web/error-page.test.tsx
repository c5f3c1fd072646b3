// @vitest-environment screen
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@web/app/router';
import { statusOfError } from '@web/app/route-error-page';
import { ErrorPage } from '@ui/error-page';
import { answerApi, renderRoutes } from './helpers/render-app';

beforeEach(() => answerApi({}));
afterEach(cleanup);

describe('error page', () => {
  it('shows 404, Not Found and the spec message for an unknown path', async () => {
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByText('Not Found')).toBeTruthy();
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    // SPEC's English words stay, with the Thai line under them.
    expect(screen.getByText('ไม่พบหน้าที่คุณต้องการ')).toBeTruthy();
    expect(screen.getByTestId('progress-bar').getAttribute('data-state')).toBe('failed');
  });

  it('titles any other status An error occurred', () => {
    render(<ErrorPage status={500} />);
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByText('An error occurred', { selector: 'h1' })).toBeTruthy();
    expect(screen.queryByText('Not Found')).toBeNull();
  });

  it("shows a server's Thai message, but never a script's English error text", () => {
    render(<ErrorPage status={500} message="Failed to fetch dynamically imported module: /assets/x.js" />);
    expect(screen.getByText('ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Failed to fetch');
    cleanup();
    render(<ErrorPage status={503} message="ระบบปิดปรับปรุงชั่วคราว" />);
    expect(screen.getByText('ระบบปิดปรับปรุงชั่วคราว')).toBeTruthy();
  });

  it('takes the status from statusCode, status or response status, else 500', () => {
    // The shape react-router gives a thrown `data(null, { status })` by the time it reaches the error element.
    expect(statusOfError({ status: 404, statusText: 'Not Found', internal: false, data: null })).toBe(404);
    expect(statusOfError({ statusCode: 403 })).toBe(403);
    expect(statusOfError({ status: 410 })).toBe(410);
    expect(statusOfError({ response: { status: 502 } })).toBe(502);
    expect(statusOfError(new Error('boom'))).toBe(500);
    expect(statusOfError('weird')).toBe(500);
  });
});
