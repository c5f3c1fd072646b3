// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('opens from slot 5 a sheet with the LINE and Telegram links (new tab) and the events', async () => {
    answerApi({
      '/api/agent/config': {
        ...config,
        info: { ...config.info, telegram_contact_url: 'https://t.me/siamdemo' },
      },
      '/api/event/list': [{ id: 1, image: '/demo/event.jpg', title: 'ทายผลบอล', link: '' }],
    });
    renderRoutes([{ path: '*', element: <SiteFooter /> }], '/');
    const contact = screen.getByTestId('footer-slot-5');
    // Events exist: the slot tells so (the dot), as the floating gift did.
    await waitFor(() => expect(contact.className).toContain('site-footer__slot--news'));
    fireEvent.click(contact);
    const sheet = await screen.findByTestId('contact-sheet');
    const line = within(sheet).getByTestId('contact-line');
    expect(line.getAttribute('href')).toBe(config.info.line_contact_url);
    expect(line.getAttribute('target')).toBe('_blank');
    expect(within(sheet).getByTestId('contact-telegram').getAttribute('href')).toBe('https://t.me/siamdemo');
    expect(within(sheet).getByTestId('contact-events').textContent).toContain('กิจกรรม');
  });

  it('offers in the sheet only what the agent configured', async () => {
    renderRoutes([{ path: '*', element: <SiteFooter /> }], '/');
    await waitFor(() => expect(screen.getByTestId('footer-slot-5')).toBeTruthy());
    fireEvent.click(screen.getByTestId('footer-slot-5'));
    const sheet = await screen.findByTestId('contact-sheet');
    await waitFor(() => expect(within(sheet).getByTestId('contact-line')).toBeTruthy());
    expect(within(sheet).queryByTestId('contact-telegram')).toBeNull();
    expect(within(sheet).queryByTestId('contact-events')).toBeNull();
  });
});
