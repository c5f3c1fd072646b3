// @vitest-environment screen
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userCleared, userLoggedIn } from '@features/account/stores/user-store';
import { SiteFooter } from '@web/app/components/site-footer';
import { answerApi, renderRoutes } from './helpers/render-app';

const config = {
  agent_code: 'demo',
  agent_id: 1,
  info: {
    agent_logo: '/demo/logo.svg',
    line_contact_url: 'https://line.me/R/ti/p/@siamdemo',
    line_admin_url: '',
    telegram_contact_url: '',
    name: 'สยามเดโม่',
  },
};

const hrefs = () =>
  [1, 2, 3, 4].map((slot) => screen.getByTestId(`footer-slot-${slot}`).getAttribute('href'));

beforeEach(() => answerApi({ '/api/agent/config': config }));
afterEach(() => {
  cleanup();
  userCleared();
});

describe('SiteFooter', () => {
  it('links a guest to home, affiliate (earn income), login and promotions', () => {
    renderRoutes([{ path: '*', element: <SiteFooter /> }], '/');
    expect(screen.getByTestId('footer-slot-1').getAttribute('href')).toBe('/');
    expect(screen.getByTestId('footer-slot-3').getAttribute('href')).toBe('/login');
    expect(screen.getByTestId('footer-slot-2').getAttribute('href')).toBe('/affiliate');
    expect(screen.getByTestId('footer-slot-4').getAttribute('href')).toBe('/promotions');
  });

  it('links a member to home, profile, deposit and withdraw', () => {
    userLoggedIn({ access_token: 't', expires_at: new Date(Date.now() + 86_400_000).toISOString() });
    renderRoutes([{ path: '*', element: <SiteFooter /> }], '/');
    expect(hrefs()).toEqual(['/', '/member/profile', '/member/deposit', '/member/withdraw']);
  });

  it("opens the agent's LINE contact link in a new tab from slot 5", async () => {
    renderRoutes([{ path: '*', element: <SiteFooter /> }], '/');
    const contact = screen.getByTestId('footer-slot-5');
    await waitFor(() => expect(contact.getAttribute('href')).toBe(config.info.line_contact_url));
    expect(contact.getAttribute('target')).toBe('_blank');
  });
});
