// @vitest-environment screen
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Component as ForgotRoute } from '@web/app/routes/forgot';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';
import { renderScreen } from '@tests/shared/features/helpers/render-screen';

/**
 * The web /forgot reads from the agent configuration whether a reset code by SMS reaches members (issue 27):
 * with the built-in outbox it does not, and the page says to contact the agent's admin on LINE.
 */
afterEach(cleanup);

const config = (passwordResetSms: boolean | undefined) => ({
  agent_code: 'demo',
  agent_id: 1,
  info: {
    agent_logo: '/demo/logo.svg',
    line_contact_url: 'https://line.me/R/ti/p/@demo',
    line_admin_url: 'https://line.me/R/ti/p/@demo-admin',
    telegram_contact_url: '',
    name: 'สยามเดโม่',
  },
  ...(passwordResetSms === undefined ? {} : { password_reset_sms: passwordResetSms }),
});

describe('the web forgot page', () => {
  it("with no SMS gateway, sends members to the admin's LINE and offers no code", async () => {
    fakeServer({ 'POST /api/agent/config': () => ({ data: config(false) }) });
    renderScreen(<ForgotRoute />, '/forgot');
    const line = await screen.findByRole('link', { name: 'ติดต่อแอดมินทาง LINE' });
    expect(line.getAttribute('href')).toBe('https://line.me/R/ti/p/@demo-admin');
    expect(screen.queryByRole('button', { name: 'ขอรหัส OTP' })).toBeNull();
  });

  it('an older server that does not say counts as no SMS', async () => {
    fakeServer({ 'POST /api/agent/config': () => ({ data: config(undefined) }) });
    renderScreen(<ForgotRoute />, '/forgot');
    expect(await screen.findByTestId('forgot-by-contact')).toBeTruthy();
  });

  it('with a gateway that reaches members, asks for the phone to send the code to', async () => {
    fakeServer({ 'POST /api/agent/config': () => ({ data: config(true) }) });
    renderScreen(<ForgotRoute />, '/forgot');
    expect(await screen.findByRole('button', { name: 'ขอรหัส OTP' })).toBeTruthy();
    expect(screen.queryByTestId('forgot-by-contact')).toBeNull();
  });
});
